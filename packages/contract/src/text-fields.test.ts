import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { MESSAGES, ZRegister, ZUpdateUser } from './auth.ts';
import { CHAT_MESSAGES, ZMessageText } from './chat.ts';
import { JOB_MESSAGES } from './job-terms.ts';
import { ZCreateJob, ZJobSearchQuery, ZSkillNames, ZUpdateJob } from './jobs.ts';
import { ORDER_MESSAGES } from './order-terms.ts';
import { ZCancelOrder, ZCreateOrder, ZDeliverOrder } from './orders.ts';
import { PROPOSAL_MESSAGES, ZCreateProposal } from './proposals.ts';
import { CATALOG_MESSAGES } from './catalog-terms.ts';
import { ZCreateProject, ZCreateService, ZUpdateService } from './services.ts';

/** A right-to-left override, an isolate, a NUL and a line break inside one title. */
const TRICKY_TITLE = 'invoice\u202Etxt\u2066.exe\u0000 logo\ndesign';
/** Nothing a person could see: every one of these is dropped. */
const ONLY_CONTROLS = '\u202E\u2066\u0000\u0007\u200F\u2028';

const job = {
  title: 'Logo design',
  description: 'A logo for a bakery.',
  skills: ['Design'],
  level: 'Expert',
  size: 'Small',
  budjet: 250,
  expected_delivery_time: 7,
};
const service = { title: 'Logo design', description: 'A logo.', category: 'Design', price: 50 };
const registration = {
  username: 'ana_b',
  first_name: 'Ana',
  last_name: 'Bell',
  account_type: 'client',
  email: 'ana@example.com',
  password: 'correct horse battery',
  confirm_password: 'correct horse battery',
};

const fieldMessage = (result: z.core.util.SafeParseResult<unknown>, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('single-line text fields', () => {
  it('drop bidi and control characters, line breaks included', () => {
    const cleaned = 'invoicetxt.exe logodesign';
    expect(ZCreateJob.parse({ ...job, title: TRICKY_TITLE }).title).toBe(cleaned);
    expect(ZUpdateJob.parse({ title: TRICKY_TITLE }).title).toBe(cleaned);
    expect(ZCreateService.parse({ ...service, title: TRICKY_TITLE }).title).toBe(cleaned);
    expect(ZUpdateService.parse({ title: TRICKY_TITLE }).title).toBe(cleaned);
    expect(ZCreateProject.parse({ title: TRICKY_TITLE, description: 'x' }).title).toBe(cleaned);
    expect(ZRegister.parse({ ...registration, first_name: 'An\u202Ea\n' }).first_name).toBe('Ana');
    expect(ZUpdateUser.parse({ last_name: '\u2066Bell\u2069', country: 'Fr\u0000ance' })).toEqual({
      last_name: 'Bell',
      country: 'France',
    });
    expect(ZJobSearchQuery.parse({ q: 'logo\u202E\n' }).q).toBe('logo');
  });

  it('accept a telephone number pasted with invisible direction marks', () => {
    expect(ZUpdateUser.parse({ telephone: '\u200E+33 1 23 45 67 89\u200F' }).telephone).toBe(
      '+33 1 23 45 67 89',
    );
  });

  it('clean skill names, and drop those that were only control characters', () => {
    expect(
      ZSkillNames.parse(['De\u202Esign', ONLY_CONTROLS, { name: 'Ill\u0000ustration' }]),
    ).toEqual(['Design', 'Illustration']);
    expect(
      ZCreateProject.parse({ title: 'x', description: 'y', skills: ['Re\u2066act'] }).skills,
    ).toEqual(['React']);
  });

  it('keep letters, accents and emoji as written', () => {
    expect(ZCreateJob.parse({ ...job, title: 'Café 👩‍💻 — שלום' }).title).toBe('Café 👩‍💻 — שלום');
  });

  it('count a field of only control characters as empty', () => {
    expect(fieldMessage(ZCreateJob.safeParse({ ...job, title: ONLY_CONTROLS }), 'title')).toBe(
      JOB_MESSAGES.titleRequired,
    );
    expect(
      fieldMessage(ZCreateService.safeParse({ ...service, title: ` ${ONLY_CONTROLS} ` }), 'title'),
    ).toBe(CATALOG_MESSAGES.titleRequired);
    expect(
      fieldMessage(ZCreateService.safeParse({ ...service, category: ONLY_CONTROLS }), 'category'),
    ).toBe(CATALOG_MESSAGES.categoryRequired);
    expect(
      fieldMessage(
        ZRegister.safeParse({ ...registration, first_name: ONLY_CONTROLS }),
        'first_name',
      ),
    ).toBe(MESSAGES.firstNameRequired);
    expect(fieldMessage(ZSkillNames.safeParse([ONLY_CONTROLS]), '')).toBe(
      JOB_MESSAGES.skillsRequired,
    );
  });

  it('measure the length of the cleaned text', () => {
    const title = `${'a'.repeat(200)}${'\u202E'.repeat(50)}`;
    expect(ZCreateJob.parse({ ...job, title }).title).toHaveLength(200);
  });
});

describe('multi-line text fields', () => {
  it('keep line breaks and drop the rest', () => {
    expect(
      ZCreateJob.parse({ ...job, description: 'one\r\ntwo\u202E\n\tthree\u0000' }).description,
    ).toBe('one\ntwo\n\tthree');
    const proposal = ZCreateProposal.parse({
      bid: 300,
      cover_letter: 'Hello,\n\nI can do it\u2066.\u0007',
      duration: 'less than 1 month',
      job_post_id: 1,
    });
    expect(proposal.cover_letter).toBe('Hello,\n\nI can do it.');
    expect(ZMessageText.parse('see you\u202E\nsoon')).toBe('see you\nsoon');
    expect(ZCreateOrder.parse({ service_id: 1, requirements: 'a\u0000\nb' }).requirements).toBe(
      'a\nb',
    );
    expect(ZCancelOrder.parse({ reason: 'late\u2067' }).reason).toBe('late');
  });

  it('count a text of only control characters as empty', () => {
    expect(
      fieldMessage(ZCreateJob.safeParse({ ...job, description: ONLY_CONTROLS }), 'description'),
    ).toBe(JOB_MESSAGES.descriptionRequired);
    expect(
      fieldMessage(
        ZCreateProposal.safeParse({
          bid: 300,
          cover_letter: `\n${ONLY_CONTROLS}\n`,
          duration: 'less than 1 month',
          job_post_id: 1,
        }),
        'cover_letter',
      ),
    ).toBe(PROPOSAL_MESSAGES.coverLetterRequired);
    expect(ZMessageText.safeParse(ONLY_CONTROLS).error?.issues[0]?.message).toBe(
      CHAT_MESSAGES.messageEmpty,
    );
    expect(fieldMessage(ZDeliverOrder.safeParse({ message: ONLY_CONTROLS }), 'message')).toBe(
      ORDER_MESSAGES.deliveryRequired,
    );
  });
});
