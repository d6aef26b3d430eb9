import type { TCreateJob } from '@marketplace/contract';

/** What the job form hands to create or update: the checked fields plus the attachments. */
export type JobPostInput = Omit<TCreateJob, 'file_ids'> & {
  /** New files to attach, sent as `files` parts. */
  files: File[];
  /** Attachments of the job being edited that the client removed. */
  removedFileIds?: number[];
};

/**
 * The multipart body of POST /api/job and PUT /api/job/:id (SPEC.md section 7): every field
 * as text, skills as JSON text `[{"name": ...}]`, one `files` part per attachment.
 */
export const toJobFormData = (input: JobPostInput): FormData => {
  const form = new FormData();
  form.set('title', input.title);
  form.set('description', input.description);
  form.set('skills', JSON.stringify(input.skills.map((name) => ({ name }))));
  form.set('level', input.level);
  form.set('size', input.size);
  form.set('budjet', String(input.budjet));
  // Sent even when empty, so clearing the optional field on an edit really clears it.
  form.set('time', input.time ?? '');
  form.set('expected_delivery_time', String(input.expected_delivery_time));
  if (input.removedFileIds?.length) {
    form.set('removed_file_ids', JSON.stringify(input.removedFileIds));
  }
  for (const file of input.files) form.append('files', file, file.name);
  return form;
};
