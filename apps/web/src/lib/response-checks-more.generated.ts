// Generated from response-schemas.ts by `npm run generate -w apps/web`: do not edit.
import { checkOf } from './response-check.ts';
import type { ResponseOf } from './response-schemas.ts';

export const jobCheck = checkOf<ResponseOf<'job'>>({
  object: {
    id: 'int',
    client_id: 'int',
    title: 'string',
    description: 'string',
    budjet: 'number',
    experience_level: { oneOf: ['Beginner', 'Intermidiate', 'Expert'] },
    level: { oneOf: ['Beginner', 'Intermidiate', 'Expert'] },
    size: { oneOf: ['Small', 'Mediem', 'Large'] },
    time: { nullable: 'string' },
    expected_delivery_time: 'int',
    created_at: 'string',
    categories: { array: { object: { id: 'int', name: 'string' } } },
    skills: { array: { object: { name: 'string', selected: { oneOf: [true] } } } },
    illustrative_files: {
      array: { object: { id: 'int', url: 'string', name: 'string', size: 'int', mime: 'string' } },
    },
    proposals_count: 'int',
    interviewing_count: 'int',
    applied: 'boolean',
    hired: 'boolean',
    is_owner: 'boolean',
    saved: 'boolean',
    client: {
      object: {
        id: 'int',
        username: 'string',
        member_since: 'string',
        jobs_posted: 'int',
        hires: 'int',
        rating: { object: { average: { nullable: 'number' }, count: 'int' } },
      },
    },
  },
});
export const savedJobCheck = checkOf<ResponseOf<'savedJob'>>({ object: { saved: 'boolean' } });
export const publicUserCheck = checkOf<ResponseOf<'publicUser'>>({
  object: {
    id: 'int',
    first_name: 'string',
    last_name: 'string',
    username: 'string',
    country: { nullable: 'string' },
    gender: { nullable: { oneOf: ['male', 'female', 'other'] } },
    account_type: { oneOf: ['client', 'freelancer'] },
    avatar_url: { nullable: 'string' },
    verified: 'boolean',
    created_at: 'string',
    is_admin: { optional: 'boolean' },
    email: { optional: 'string' },
    telephone: { optional: { nullable: 'string' } },
    rating: { object: { average: { nullable: 'number' }, count: 'int' } },
  },
});
export const passwordChangedCheck = checkOf<ResponseOf<'passwordChanged'>>({
  object: { changed: 'boolean' },
});
export const passwordResetCheck = checkOf<ResponseOf<'passwordReset'>>({
  object: { sessions_ended: 'number' },
});
export const serviceCheck = checkOf<ResponseOf<'service'>>({
  object: {
    id: 'int',
    title: 'string',
    description: 'string',
    price: { object: { value: 'number' } },
    rate: 'number',
    rating_count: 'int',
    images: { array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } } },
    category: { object: { id: 'int', name: 'string' } },
    owner: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
      },
    },
    sales: 'int',
    delivery_days: 'int',
    revisions: 'int',
    created_at: 'string',
  },
});
export const servicesCheck = checkOf<ResponseOf<'services'>>({
  array: {
    object: {
      id: 'int',
      title: 'string',
      description: 'string',
      price: { object: { value: 'number' } },
      rate: 'number',
      rating_count: 'int',
      images: { array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } } },
      category: { object: { id: 'int', name: 'string' } },
      owner: {
        object: {
          id: 'int',
          username: 'string',
          first_name: 'string',
          last_name: 'string',
          avatar_url: { nullable: 'string' },
          verified: 'boolean',
        },
      },
      sales: 'int',
      delivery_days: 'int',
      revisions: 'int',
      created_at: 'string',
    },
  },
});
export const projectCheck = checkOf<ResponseOf<'project'>>({
  object: {
    id: 'int',
    title: 'string',
    description: 'string',
    skills: { array: 'string' },
    images: { array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } } },
    owner: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
      },
    },
    created_at: 'string',
  },
});
export const projectsCheck = checkOf<ResponseOf<'projects'>>({
  array: {
    object: {
      id: 'int',
      title: 'string',
      description: 'string',
      skills: { array: 'string' },
      images: { array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } } },
      owner: {
        object: {
          id: 'int',
          username: 'string',
          first_name: 'string',
          last_name: 'string',
          avatar_url: { nullable: 'string' },
          verified: 'boolean',
        },
      },
      created_at: 'string',
    },
  },
});
export const imagesCheck = checkOf<ResponseOf<'images'>>({
  array: { object: { id: 'int', url: 'string', thumbnail_url: 'string' } },
});
export const proposalCheck = checkOf<ResponseOf<'proposal'>>({
  object: {
    id: 'int',
    job_post_id: 'int',
    freelancer_id: 'int',
    client_id: 'int',
    bid: 'number',
    fee: 'number',
    receive: 'number',
    duration: {
      oneOf: ['less than 1 month', '1 to 3 months', '3 to 6 months', 'more than 6 months'],
    },
    cover_letter: 'string',
    status: { oneOf: ['pending', 'active', 'done', 'refused', 'withdrawn'] },
    created_at: 'string',
    started_at: { nullable: 'string' },
    ends_at: { nullable: 'string' },
    job: { object: { id: 'int', title: 'string', budjet: 'number' } },
    freelancer: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
        country: { nullable: 'string' },
        rating: { object: { average: { nullable: 'number' }, count: 'int' } },
      },
    },
    client_rating: { object: { average: { nullable: 'number' }, count: 'int' } },
    chat_id: { nullable: 'int' },
    order: {
      nullable: {
        object: {
          id: 'int',
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
        },
      },
    },
    milestones: {
      array: {
        object: {
          order_id: 'int',
          position: 'int',
          title: 'string',
          amount: 'number',
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
          due_at: { nullable: 'string' },
        },
      },
    },
  },
});
export const proposalsCheck = checkOf<ResponseOf<'proposals'>>({
  array: {
    object: {
      id: 'int',
      job_post_id: 'int',
      freelancer_id: 'int',
      client_id: 'int',
      bid: 'number',
      fee: 'number',
      receive: 'number',
      duration: {
        oneOf: ['less than 1 month', '1 to 3 months', '3 to 6 months', 'more than 6 months'],
      },
      cover_letter: 'string',
      status: { oneOf: ['pending', 'active', 'done', 'refused', 'withdrawn'] },
      created_at: 'string',
      started_at: { nullable: 'string' },
      ends_at: { nullable: 'string' },
      job: { object: { id: 'int', title: 'string', budjet: 'number' } },
      freelancer: {
        object: {
          id: 'int',
          username: 'string',
          first_name: 'string',
          last_name: 'string',
          avatar_url: { nullable: 'string' },
          verified: 'boolean',
          country: { nullable: 'string' },
          rating: { object: { average: { nullable: 'number' }, count: 'int' } },
        },
      },
      client_rating: { object: { average: { nullable: 'number' }, count: 'int' } },
      chat_id: { nullable: 'int' },
      order: {
        nullable: {
          object: {
            id: 'int',
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
          },
        },
      },
      milestones: {
        array: {
          object: {
            order_id: 'int',
            position: 'int',
            title: 'string',
            amount: 'number',
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
            due_at: { nullable: 'string' },
          },
        },
      },
    },
  },
});
export const chatCheck = checkOf<ResponseOf<'chat'>>({
  object: {
    id: 'int',
    job_post_id: { nullable: 'int' },
    job_title: 'string',
    proposal_id: { nullable: 'int' },
    order_id: { nullable: 'int' },
    client_id: 'int',
    freelancer_id: 'int',
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
    last_message: {
      nullable: { object: { message: 'string', created_at: 'string', sender: 'int' } },
    },
    end_date: { nullable: 'string' },
    ended: 'boolean',
    started_at: 'string',
    unread_count: 'int',
  },
});
export const chatsCheck = checkOf<ResponseOf<'chats'>>({
  array: {
    object: {
      id: 'int',
      job_post_id: { nullable: 'int' },
      job_title: 'string',
      proposal_id: { nullable: 'int' },
      order_id: { nullable: 'int' },
      client_id: 'int',
      freelancer_id: 'int',
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
      last_message: {
        nullable: { object: { message: 'string', created_at: 'string', sender: 'int' } },
      },
      end_date: { nullable: 'string' },
      ended: 'boolean',
      started_at: 'string',
      unread_count: 'int',
    },
  },
});
export const chatMessageCheck = checkOf<ResponseOf<'chatMessage'>>({
  object: {
    id: 'int',
    chat_id: 'int',
    sender: 'int',
    message: 'string',
    created_at: 'string',
    channelId: 'int',
    JobPostId: { nullable: 'int' },
    system: 'boolean',
  },
});
export const messagePageCheck = checkOf<ResponseOf<'messagePage'>>({
  object: {
    data: {
      array: {
        object: {
          id: 'int',
          chat_id: 'int',
          sender: 'int',
          message: 'string',
          created_at: 'string',
          channelId: 'int',
          JobPostId: { nullable: 'int' },
          system: 'boolean',
        },
      },
    },
    meta: { object: { has_more: 'boolean' } },
  },
});
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
export const reviewCheck = checkOf<ResponseOf<'review'>>({
  object: {
    id: 'int',
    order_id: 'int',
    order_title: 'string',
    stars: 'int',
    comment: 'string',
    reviewer_role: { oneOf: ['client', 'freelancer'] },
    reviewer: {
      object: {
        id: 'int',
        username: 'string',
        first_name: 'string',
        last_name: 'string',
        avatar_url: { nullable: 'string' },
        verified: 'boolean',
      },
    },
    reply: { nullable: 'string' },
    replied_at: { nullable: 'string' },
    created_at: 'string',
    published_at: { nullable: 'string' },
  },
});
export const reviewPageCheck = checkOf<ResponseOf<'reviewPage'>>({
  object: {
    data: {
      array: {
        object: {
          id: 'int',
          order_id: 'int',
          order_title: 'string',
          stars: 'int',
          comment: 'string',
          reviewer_role: { oneOf: ['client', 'freelancer'] },
          reviewer: {
            object: {
              id: 'int',
              username: 'string',
              first_name: 'string',
              last_name: 'string',
              avatar_url: { nullable: 'string' },
              verified: 'boolean',
            },
          },
          reply: { nullable: 'string' },
          replied_at: { nullable: 'string' },
          created_at: 'string',
          published_at: { nullable: 'string' },
        },
      },
    },
    meta: {
      object: {
        next_cursor: { nullable: 'string' },
        rating: { optional: { object: { average: { nullable: 'number' }, count: 'int' } } },
      },
    },
  },
});
export const orderReviewsCheck = checkOf<ResponseOf<'orderReviews'>>({
  object: {
    can_review: 'boolean',
    window_ends_at: { nullable: 'string' },
    mine: {
      nullable: {
        object: {
          id: 'int',
          order_id: 'int',
          order_title: 'string',
          stars: 'int',
          comment: 'string',
          reviewer_role: { oneOf: ['client', 'freelancer'] },
          reviewer: {
            object: {
              id: 'int',
              username: 'string',
              first_name: 'string',
              last_name: 'string',
              avatar_url: { nullable: 'string' },
              verified: 'boolean',
            },
          },
          reply: { nullable: 'string' },
          replied_at: { nullable: 'string' },
          created_at: 'string',
          published_at: { nullable: 'string' },
        },
      },
    },
    theirs: {
      nullable: {
        object: {
          id: 'int',
          order_id: 'int',
          order_title: 'string',
          stars: 'int',
          comment: 'string',
          reviewer_role: { oneOf: ['client', 'freelancer'] },
          reviewer: {
            object: {
              id: 'int',
              username: 'string',
              first_name: 'string',
              last_name: 'string',
              avatar_url: { nullable: 'string' },
              verified: 'boolean',
            },
          },
          reply: { nullable: 'string' },
          replied_at: { nullable: 'string' },
          created_at: 'string',
          published_at: { nullable: 'string' },
        },
      },
    },
    theirs_written: 'boolean',
  },
});
export const emailPreferencesCheck = checkOf<ResponseOf<'emailPreferences'>>({
  object: { messages: 'boolean', orders: 'boolean', proposals: 'boolean', reviews: 'boolean' },
});
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
