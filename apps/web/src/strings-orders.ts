import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The texts of the orders lists (sales, purchases, an order's card) and of milestones, beyond
 * SPEC, with strings.ts's: the lists and the proposals page load these, not an order page's
 * (strings-money.ts, which holds these too).
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  milestones: {
    acceptWith: 'Accept with milestones',
    dialogTitle: 'Accept with milestones',
    dialogDescription: (title: string, bid: string) =>
      `Split the bid of ${bid} for "${title}" into parts. Each one is funded, delivered and released on its own; the contract ends with the last.`,
    title: (position: number) => `Milestone ${position}`,
    titlePlaceholder: 'What is delivered',
    amount: 'Amount ($)',
    dueDate: 'Due date',
    add: 'Add a milestone',
    remove: (position: number) => `Remove milestone ${position}`,
    total: 'Total',
    totalOf: (sum: string, bid: string) => `${sum} of ${bid}`,
    submit: 'Accept and split',
    label: (position: number, count: number) => `Milestone ${position} of ${count}`,
    heading: 'Milestones',
    dueOn: (date: string) => `due ${date}`,
  },

  orders: {
    doNotStart: 'Do not start until the client funds this order',
    kindService: 'Service order',
    kindContract: 'Job contract',
    price: 'Price',
    dueOn: (date: string) => `Due ${date}`,
    dueAfterPayment: (days: number) => `Due ${days} day${days === 1 ? '' : 's'} after payment`,
    completedWhen: (date: string) => `Completed ${date}`,
    cancelledWhen: (date: string) => `Cancelled ${date}`,
    with: (name: string) => `with ${name}`,
    viewService: 'View service',
    viewJob: 'View job',
    viewOrder: 'View order',
    openChat: 'Open chat',
    // Lists
    purchasesHeading: 'My Purchases',
    purchasesIntro: 'Services you bought and contracts you fund, newest first.',
    salesHeading: 'Orders',
    salesIntro: 'Services clients bought from you and your job contracts, newest first.',
    noPurchases: 'You have not bought anything yet.',
    noPurchasesHint:
      'Browse services and buy one: your payment stays in escrow until you accept the work.',
    browseServices: 'Browse services',
    noSales: 'No orders yet.',
    noSalesHint: 'When a client buys one of your services or funds a contract, it appears here.',
    myServices: 'My Services',
    loadFailed: 'Orders could not be loaded.',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    earningsLink: 'Earnings',
    overdue: 'Overdue',
  },
};
