import { S as SERVICES_TEXT } from './strings-services.ts';

/**
 * The texts of the portfolio (projects, a freelancer's services), which the first pages
 * (sign-in, the homes, the signed-in frame) do not draw, with strings.ts's and
 * strings-services.ts's (its pages show services). SPEC's texts among them are verbatim, as in
 * strings.ts.
 */
export const S = {
  ...SERVICES_TEXT,

  portfolio: {
    myProjects: 'My Projects',
    myServices: 'My Services',
    createProject: 'Create Project',
    createService: 'Create Service',
    addSkills: 'Add Skills',
    addImages: 'Add Images',
    createIntro: 'Pictures of the work, the skills it took and what came of it.',
    titlePlaceholder: 'e.g. Online store for a coffee roaster',
    descriptionPlaceholder: 'The goal, your part in it and the result.',
    skillPlaceholder: 'Type a skill and press Enter',
    skillsHint: (count: number, max: number) => `Press Enter to add. ${count} of ${max}.`,
    chosenSkills: 'Chosen skills',
    removeSkill: (name: string) => `Remove ${name}`,
    noProjects: 'No projects yet.',
    noProjectsHint: 'Show clients your best work: add a project with pictures.',
    skills: 'Skills',
    addedOn: (date: string) => `Added ${date}`,
    madeBy: 'Made by',
    loadFailed: 'Projects could not be loaded.',
    loadOneFailed: 'This project could not be loaded.',
  },
} as const;
