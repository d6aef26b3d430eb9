import { ZCreateJob, ZSkillNames } from '@marketplace/contract';
import { z } from 'zod/mini';
import { zodResolver } from '../../lib/zod-resolver.ts';

/**
 * The contract's job rules, the same the server applies. Attachments travel beside the fields;
 * skills are held as names by the picker, then checked by the contract's own rule. Loaded when
 * the form is about to be used (resolverOnIntent, lib/form.ts): the job pages draw without zod.
 */
const ZJobForm = z.extend(z.omit(ZCreateJob, { file_ids: true }), {
  skills: z.array(z.string()).check(
    z.superRefine((names, context) => {
      const checked = ZSkillNames.safeParse(names);
      for (const issue of checked.error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message });
      }
    }),
  ),
});
export type JobFormInput = z.input<typeof ZJobForm>;
export type JobFormOutput = z.output<typeof ZJobForm>;

export const jobFormResolver = zodResolver(ZJobForm);
