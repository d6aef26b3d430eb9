// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const disputesCheck = checkOf<ResponseOf<'disputes'>>({
  array: {
    object: {
      id: 'int',
      order_id: 'int',
      order_title: 'string',
      price: 'number',
      status: { oneOf: ['open', 'resolved'] },
      opened_by: 'int',
      opened_by_name: 'string',
      reason: 'string',
      outcome: { nullable: { oneOf: ['release', 'refund', 'split'] } },
      freelancer_amount: { nullable: 'number' },
      decision: { nullable: 'string' },
      created_at: 'string',
      resolved_at: { nullable: 'string' },
    },
  },
});
export const disputeDetailCheck = checkOf<ResponseOf<'disputeDetail'>>({
  object: {
    dispute: {
      object: {
        id: 'int',
        order_id: 'int',
        order_title: 'string',
        price: 'number',
        status: { oneOf: ['open', 'resolved'] },
        opened_by: 'int',
        opened_by_name: 'string',
        reason: 'string',
        outcome: { nullable: { oneOf: ['release', 'refund', 'split'] } },
        freelancer_amount: { nullable: 'number' },
        decision: { nullable: 'string' },
        created_at: 'string',
        resolved_at: { nullable: 'string' },
      },
    },
    order: {
      object: {
        id: 'int',
        kind: { oneOf: ['service', 'contract'] },
        status: {
          oneOf: [
            'awaiting_payment',
            'in_escrow',
            'delivered',
            'completed',
            'cancelled',
            'disputed',
          ],
        },
        title: 'string',
        price: 'number',
        fee: 'number',
        receive: 'number',
        service_id: { nullable: 'int' },
        proposal_id: { nullable: 'int' },
        job_post_id: { nullable: 'int' },
        chat_id: { nullable: 'int' },
        client: {
          object: {
            id: 'int',
            username: 'string',
            first_name: 'string',
            last_name: 'string',
            avatar_url: { nullable: 'string' },
            verified: 'boolean',
          },
        },
        freelancer: {
          object: {
            id: 'int',
            username: 'string',
            first_name: 'string',
            last_name: 'string',
            avatar_url: { nullable: 'string' },
            verified: 'boolean',
          },
        },
        requirements: 'string',
        delivery_days: 'int',
        revisions_included: 'int',
        revisions_used: 'int',
        created_at: 'string',
        paid_at: { nullable: 'string' },
        due_at: { nullable: 'string' },
        delivered_at: { nullable: 'string' },
        auto_complete_at: { nullable: 'string' },
        completed_at: { nullable: 'string' },
        cancelled_at: { nullable: 'string' },
        cancel_requested_by: { nullable: 'int' },
        overdue: 'boolean',
        milestone: { nullable: { object: { position: 'int', count: 'int', title: 'string' } } },
        events: {
          array: {
            object: {
              id: 'int',
              kind: {
                oneOf: [
                  'created',
                  'paid',
                  'payment_failed',
                  'delivered',
                  'revision_requested',
                  'accepted',
                  'auto_completed',
                  'cancel_requested',
                  'cancelled',
                  'overdue',
                  'dispute_opened',
                  'dispute_resolved',
                  'payment_refunded',
                ],
              },
              actor_id: { nullable: 'int' },
              message: 'string',
              files: {
                array: { object: { id: 'int', name: 'string', size: 'int', url: 'string' } },
              },
              created_at: 'string',
            },
          },
        },
        requirement_files: {
          array: { object: { id: 'int', name: 'string', size: 'int', url: 'string' } },
        },
        payments: {
          array: {
            object: {
              id: 'int',
              status: {
                oneOf: ['pending', 'requires_confirmation', 'succeeded', 'failed', 'refunded'],
              },
              card_brand: { nullable: 'string' },
              card_last4: { nullable: 'string' },
              failure_message: { nullable: 'string' },
              created_at: 'string',
            },
          },
        },
      },
    },
    messages: {
      array: {
        object: {
          id: 'int',
          sender_id: { nullable: 'int' },
          sender_name: 'string',
          text: 'string',
          created_at: 'string',
        },
      },
    },
  },
});
export const adminUserCheck = checkOf<ResponseOf<'adminUser'>>({
  object: {
    id: 'int',
    first_name: 'string',
    last_name: 'string',
    username: 'string',
    email: 'string',
    telephone: { optional: { nullable: 'string' } },
    country: { nullable: 'string' },
    gender: { nullable: { oneOf: ['male', 'female', 'other'] } },
    account_type: { oneOf: ['client', 'freelancer'] },
    avatar_url: { nullable: 'string' },
    verified: 'boolean',
    created_at: 'string',
    is_admin: 'boolean',
    suspended_at: { nullable: 'string' },
  },
});
export const adminUsersCheck = checkOf<ResponseOf<'adminUsers'>>({
  array: {
    object: {
      id: 'int',
      first_name: 'string',
      last_name: 'string',
      username: 'string',
      email: 'string',
      telephone: { optional: { nullable: 'string' } },
      country: { nullable: 'string' },
      gender: { nullable: { oneOf: ['male', 'female', 'other'] } },
      account_type: { oneOf: ['client', 'freelancer'] },
      avatar_url: { nullable: 'string' },
      verified: 'boolean',
      created_at: 'string',
      is_admin: 'boolean',
      suspended_at: { nullable: 'string' },
    },
  },
});
export const ledgerCheck = checkOf<ResponseOf<'ledger'>>({
  object: {
    total_of_entries: 'number',
    entries: 'int',
    accounts: { array: { object: { kind: 'string', accounts: 'int', balance: 'number' } } },
  },
});
