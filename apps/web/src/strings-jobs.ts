import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The texts of the job pages beyond the first pages (posting, editing and reading a job, a
 * client's jobs): the keys the first pages (sign-in, the homes, the signed-in frame) do not show
 * of the `jobs` and `jobBoard` sections, which strings.ts holds the rest of. SPEC's texts among
 * them are verbatim. A page that shows them imports `S` from here, which holds strings.ts's
 * texts too.
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  jobs: {
    ...FIRST_PAGES_TEXT.jobs,
    viewProposals: 'View Proposals',
    applyNow: 'Apply now',
    saveJob: 'Save job',
    createJobPost: 'Create Job Post',
    create: 'Create',
    // Not SPEC texts: SPEC's edit screen keeps 'Create Job Post' and 'Create', which made people
    // think they were posting a duplicate (issue 15); the edit screen says what it does.
    updateJobPost: 'Update Job Post',
    update: 'Update',
    send: 'Send',
    youllReceive: "You'll Receive",
    jobCreated: 'Job post created successfuly',
    jobUpdated: 'Job post updated successfuly',
    editJobPost: 'Edit job post',
    deleteJobPost: 'Delete job post',
  },

  jobBoard: {
    ...FIRST_PAGES_TEXT.jobBoard,
    title: 'Title',
    titlePlaceholder: 'e.g. Build a landing page for a bakery',
    createIntro: 'Describe the work; freelancers see it in their job feed and send proposals.',
    editIntro: (title: string) => `Editing “${title}”.`,
    skillsHint: 'Pick the skills this job needs; pick a chosen one again to remove it.',
    addSkill: 'Add a skill',
    loadingCategories: 'Loading skills…',
    categoriesFailed: 'The skills could not be loaded.',
    chosenSkills: 'Chosen skills',
    noSkillFound: 'No skill matches.',
    removeSkill: (name: string) => `Remove ${name}`,
    price: 'Price',
    priceHint: 'Your budget in US dollars.',
    deliveryDays: 'Expected delivery time (days)',
    deliveryPlaceholder: 'e.g. 14',
    deliveryHint: 'A whole number of days.',
    time: 'Time (optional)',
    timeLabel: 'Time',
    timePlaceholder: 'e.g. Part time, 10 hours a week',
    description: 'Description',
    descriptionPlaceholder:
      'What needs doing, what you will provide, and what a good result looks like.',
    files: 'Illustrative files',
    filesHint: (types: string, max: number, mb: number) =>
      `${types}. Up to ${max} files, ${mb} MB each.`,
    dropFiles: 'Drag and drop files here, or',
    browse: 'browse',
    chosenFiles: 'Attached files',
    removeFile: (name: string) => `Remove ${name}`,
    fileBadType: (name: string, extensions: string) =>
      `${name}: this file type is not accepted. Allowed: ${extensions}.`,
    fileEmpty: (name: string) => `${name} is empty.`,
    fileTooLarge: (mb: number) => `Each file must be at most ${mb} MB.`,
    filesTooMany: (max: number) => `A job can have at most ${max} files.`,
    loadFailed: 'This job post could not be loaded.',
    notFound: 'This job post does not exist.',
    notYourJob: 'Only the client who posted this job can edit it.',
    myJobs: 'My Jobs',
    myJobsIntro: 'Your job posts, newest first.',
    noJobs: 'You have not posted a job yet.',
    noJobsHint: 'Post a job and freelancers will start sending proposals.',
    activity: 'Activity',
    openJobs: 'Open jobs',
    proposalsReceived: 'Proposals received',
    hiresLabel: 'Hires',
    jobMenu: (title: string) => `Actions for ${title}`,
    confirmDeleteTitle: 'Delete this job post?',
    confirmDeleteText:
      'Freelancers will no longer see it, and its files are removed. This cannot be undone.',
    confirmDelete: 'Delete',
    deleting: 'Deleting...',
    deleted: 'Job post deleted.',
    deliveryInDays: (days: number) => `${days} day${days === 1 ? '' : 's'}`,
    expectedDelivery: 'Expected delivery',
    activityOnJob: 'Activity on this job',
    interviewing: 'Interviewing',
    attachments: 'Attachments',
    download: (name: string) => `Download ${name}`,
    aboutClient: 'About the client',
    jobsPosted: (count: number) => `${count} job${count === 1 ? '' : 's'} posted`,
    hires: (count: number) => `${count} hire${count === 1 ? '' : 's'}`,
    memberSince: (date: string) => `Member since ${date}`,
    backToJobs: 'Back to jobs',
    alreadyApplied: 'You have sent a proposal for this job.',
    viewProposal: 'View proposal',
    // Not SPEC texts (issue 15): a hired freelancer was told only that they had applied.
    hiredForJob: 'You were hired for this job.',
    viewContract: 'View contract',
  },
};
