import {
  milestoneDueAt,
  milestoneSumMessage,
  MILESTONE_MESSAGES,
  toCents,
  todayUtc,
  type TMilestoneInput,
} from '@marketplace/contract';
import { AppError } from '#kernel/app-error.ts';

/**
 * The milestones a client split a bid into, checked against the bid stored with the proposal
 * (read under its lock): they add up to it exactly, and none is due before today (UTC).
 */
export const checkMilestones = (milestones: TMilestoneInput[], bidCents: number) => {
  const parts = milestones.map((milestone) => ({
    title: milestone.title,
    amountCents: toCents(milestone.amount),
    dueDate: milestone.due_date,
  }));
  const fieldErrors: Record<string, string> = {};
  const today = todayUtc();
  parts.forEach((part, index) => {
    if (part.dueDate < today)
      fieldErrors[`milestones.${index}.due_date`] = MILESTONE_MESSAGES.dueDatePast;
  });
  const sumCents = parts.reduce((sum, part) => sum + part.amountCents, 0);
  if (parts.length > 0 && sumCents !== bidCents)
    fieldErrors.milestones = milestoneSumMessage(sumCents, bidCents);
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError('unprocessable', first, fieldErrors);
  return parts.map((part) => ({ ...part, dueAt: milestoneDueAt(part.dueDate) }));
};
