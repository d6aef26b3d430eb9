// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const orderDetailCheck = checkOf<ResponseOf<'orderDetail'>>({
  object: {
    id: 'int',
    kind: { oneOf: ['service', 'contract'] },
    status: {
      oneOf: ['awaiting_payment', 'in_escrow', 'delivered', 'completed', 'cancelled', 'disputed'],
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
          files: { array: { object: { id: 'int', name: 'string', size: 'int', url: 'string' } } },
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
});
export const orderPageCheck = checkOf<ResponseOf<'orderPage'>>({
  object: {
    data: {
      array: {
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
        },
      },
    },
    meta: { object: { next_cursor: { nullable: 'string' } } },
  },
});
export const orderFilesCheck = checkOf<ResponseOf<'orderFiles'>>({
  array: { object: { id: 'int', name: 'string', size: 'int', url: 'string' } },
});
export const payResultCheck = checkOf<ResponseOf<'payResult'>>({
  object: {
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
    payment: {
      object: {
        id: 'int',
        status: { oneOf: ['pending', 'requires_confirmation', 'succeeded', 'failed', 'refunded'] },
        card_brand: { nullable: 'string' },
        card_last4: { nullable: 'string' },
        failure_message: { nullable: 'string' },
        created_at: 'string',
      },
    },
  },
});
export const earningsCheck = checkOf<ResponseOf<'earnings'>>({
  object: {
    pending: 'number',
    available: 'number',
    total_earned: 'number',
    movements: {
      array: {
        object: {
          id: 'int',
          kind: { oneOf: ['release', 'payout'] },
          amount: 'number',
          fee: 'number',
          order_id: { nullable: 'int' },
          title: 'string',
          created_at: 'string',
        },
      },
    },
  },
});
export const payoutCheck = checkOf<ResponseOf<'payout'>>({
  object: { id: 'int', amount: 'number', created_at: 'string' },
});
export const payoutAccountCheck = checkOf<ResponseOf<'payoutAccount'>>({
  object: { required: 'boolean', started: 'boolean', ready: 'boolean' },
});
