import { S as ORDERS_TEXT } from './strings-orders.ts';

/**
 * The texts of buying (checkout, payment, an order's page), all beyond SPEC, above the orders
 * lists' (strings-orders.ts). They load with the screens that show them, not with every page:
 * a screen of this area imports `S` from here, which holds strings.ts's texts too (not the
 * other screens': a screen that also shows those imports them from their own layer).
 */
export const S = {
  ...ORDERS_TEXT,
  /** Buying a service: the checkout page (issue: orders and escrow). */
  checkout: {
    heading: 'Checkout',
    intro:
      'Your payment is held in escrow and released to the freelancer only when you accept the work.',
    orderSummary: 'Order summary',
    by: (name: string) => `by ${name}`,
    requirements: 'Requirements',
    requirementsPlaceholder:
      'What the freelancer needs to know: goals, sizes, colours, deadlines, examples…',
    requirementsHint: 'Optional. The freelancer reads this before starting.',
    files: 'Files for the freelancer (optional)',
    placedNote:
      'Your order is placed and waits for payment. Try the payment again, or pay later from My Purchases.',
    payNow: (amount: string) => `Pay ${amount}`,
    paying: 'Paying…',
    placing: 'Placing your order…',
    paid: 'Payment received. Your money is held in escrow.',
    ownService: 'You cannot buy your own service.',
    onlyClients: 'Only client accounts can buy services.',
    backToService: 'Back to the service',
  },

  /** Card payments in the sandbox (checkout and funding an order). */
  payment: {
    heading: 'Payment',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    testMode: 'Test mode — no real money moves',
    testModeText: 'Use one of these test cards with any future expiry date and any CVC.',
    useCard: (label: string) => `Use the ${label} card`,
    use: 'Use',
    loadingCards: 'Loading test cards…',
    confirmTitle: 'Confirm this payment',
    confirmText: (amount: string) =>
      `Your bank asks you to confirm the payment of ${amount}. Nothing is charged until you confirm.`,
    confirm: 'Confirm payment',
    confirming: 'Confirming…',
    secure: 'Card details go straight to the payment provider and are never stored.',
    hostedText:
      "You pay on Stripe's secure checkout page and come back here. Your card details never reach this site.",
    hostedPay: (amount: string) => `Pay ${amount} on Stripe`,
    hostedOpening: 'Opening the checkout page…',
    hostedConfirming:
      'Stripe is confirming your payment. This page updates by itself as soon as it does.',
    hostedCancelled: 'The payment was cancelled and nothing was charged. You can pay again.',
  },

  orders: {
    ...ORDERS_TEXT.orders,
    statusLabel: 'Status',
    servicePrice: 'Service price',
    contractPrice: 'Contract price',
    platformFee: 'Platform fee 10% (paid by the freelancer)',
    youPay: 'You pay',
    clientPays: 'Client pays',
    freelancerReceives: 'Freelancer receives',
    youReceive: "You'll receive",
    due: 'Due',
    afterPayment: (days: number) => `${days} day${days === 1 ? '' : 's'} after payment`,
    autoComplete: 'Completes automatically',
    delivery: 'Delivery time',
    deliveryDays: (days: number) => `${days} day${days === 1 ? '' : 's'}`,
    revisions: 'Revisions',
    revisionsUsed: (used: number, included: number) => `${used} of ${included} revisions used`,
    orderedOn: 'Ordered',
    client: 'Client',
    freelancer: 'Freelancer',
    orderNumber: (id: number) => `Order #${id}`,
    loadOneFailed: 'This order could not be loaded.',
    notFound: 'This order does not exist or you are not part of it.',
    // Banners
    awaitingFunding: 'Awaiting funding',
    awaitingFundingClient:
      'Pay for this order to start it: the money is held in escrow until you accept the work.',
    inEscrowClient: 'Your payment is held in escrow. The freelancer is working on it.',
    inEscrowFreelancer: 'The payment is held in escrow: you can start the work.',
    deliveredClient:
      'The work was delivered: accept it to release the payment, or ask for a revision.',
    deliveredFreelancer: 'Delivered. Waiting for the client to accept or ask for a revision.',
    completed: 'Completed: the payment was released to the freelancer.',
    cancelledText: 'Cancelled.',
    disputedTitle: 'In dispute',
    disputedText:
      'The money stays in escrow and the timers are stopped until an admin reads the order and the conversation and decides. Both of you will get the written decision.',
    disputeSection: 'Something went wrong?',
    disputeHint:
      'If you cannot agree, an admin decides: release the payment, refund it, or split it.',
    openDispute: 'Open a dispute',
    disputeTitle: 'Open a dispute',
    disputeDescription:
      'Money stays in escrow and every timer stops until an admin decides. Explain what happened and attach what shows it.',
    disputeReason: 'What went wrong, and what do you expect?',
    disputePlaceholder: 'What was agreed, what happened, and what you ask the admin to decide.',
    disputeFiles: 'Evidence (optional)',
    sendDispute: 'Open the dispute',
    disputeOpened: 'Dispute opened. An admin will review the order.',
    overdueClient:
      'This order is past its due date and not delivered: you can cancel it for a full refund.',
    overdueFreelancer:
      'This order is past its due date: the client can now cancel it for a full refund.',
    cancelRequestedByMe:
      'You asked to cancel. The order is cancelled and refunded if the other side agrees.',
    cancelRequestedByOther: (who: string) =>
      `${who} asked to cancel this order. If you agree, it is cancelled and the client refunded in full.`,
    // Timeline
    timeline: 'Timeline',
    events: {
      created: 'Order placed',
      paid: 'Payment held in escrow',
      payment_failed: 'Payment failed',
      payment_refunded: 'Payment refunded',
      delivered: 'Work delivered',
      revision_requested: 'Revision requested',
      accepted: 'Delivery accepted',
      auto_completed: 'Completed automatically',
      cancel_requested: 'Cancellation requested',
      cancelled: 'Order cancelled',
      overdue: 'Past the due date',
      dispute_opened: 'Dispute opened',
      dispute_resolved: 'Dispute decided',
    },
    contractCreated: 'Contract accepted, waiting for funding',
    bySystem: 'Automatic',
    byYou: 'by you',
    byAdmin: 'by an admin',
    paidText: (amount: string) => `Paid ${amount} into escrow.`,
    releasedText: (receive: string, fee: string) =>
      `${receive} released to the freelancer (fee ${fee}).`,
    completedOn: 'Completed',
    cancelledOn: 'Cancelled',
    deliveryNumber: (n: number) => `Delivery ${n}`,
    byPerson: (name: string) => `by ${name}`,
    requirements: 'Requirements',
    noRequirements: 'The client gave no requirements.',
    attachedFiles: 'Attached files',
    chooseFiles: 'Choose files',
    chosenFiles: 'Chosen files',
    filesHint: (types: string, max: number, mb: number) =>
      `${types}. Up to ${max} files, ${mb} MB each.`,
    removeFile: (name: string) => `Remove ${name}`,
    fileBadType: (name: string) => `${name}: this file type is not accepted.`,
    fileEmpty: (name: string) => `${name} is empty.`,
    fileTooLarge: (mb: number) => `Each file must be at most ${mb} MB.`,
    filesTooMany: (max: number) => `Attach at most ${max} files.`,
    download: (name: string) => `Download ${name}`,
    downloadFailed: 'The file could not be downloaded.',
    // Actions
    actions: 'What happens next',
    payHeading: 'Fund this order',
    deliverHeading: 'Deliver the work',
    deliveryMessage: 'Message to the client',
    deliveryPlaceholder: 'What you are delivering, and anything the client should know.',
    deliveryFiles: 'Files to deliver (optional)',
    deliver: 'Deliver work',
    delivering: 'Delivering…',
    delivered: 'Work delivered. The client has been told.',
    accept: 'Accept delivery',
    acceptTitle: 'Accept the delivery?',
    acceptText: (released: string, receive: string, fee: string) =>
      `${released} is released from escrow: ${receive} to the freelancer and the ${fee} platform fee. This cannot be undone.`,
    acceptConfirm: (amount: string) => `Release ${amount}`,
    accepted: 'Delivery accepted. The payment was released to the freelancer.',
    requestRevision: 'Request revision',
    revisionTitle: 'Ask for a revision',
    revisionMessage: 'What should change?',
    revisionPlaceholder: 'Be specific: what to change and why.',
    sendRevision: 'Send request',
    revisionSent: 'Revision requested. The freelancer has been told.',
    noRevisionsLeft: (included: number) =>
      included === 0
        ? 'This order includes no revisions.'
        : `All ${included} included revision${included === 1 ? '' : 's'} used.`,
    waitingForClient: 'Waiting for the client.',
    cancel: 'Cancel order',
    cancelRefund: 'Cancel for a full refund',
    askToCancel: 'Ask to cancel',
    agreeToCancel: 'Agree to cancel',
    cancelReason: 'Reason (optional)',
    cancelTitle: 'Cancel this order?',
    cancelUnpaidText: 'Nothing has been paid yet, so the order simply ends.',
    cancelRefundText: (amount: string) =>
      `The order is past its due date and not delivered, so it is cancelled now and ${amount} is refunded to you in full.`,
    cancelRequestText:
      'The money stays in escrow while the other side decides. If they agree, the order is cancelled and the client refunded in full. A client can also cancel alone for a full refund once an undelivered order is past its due date.',
    cancelAgreeText: (amount: string) =>
      `The order is cancelled and ${amount} is refunded to the client in full.`,
    keepOrder: 'Keep the order',
    cancelSection: 'Cancel the order',
    cancelHints: {
      cancel: 'Nothing has been paid yet, so nothing needs refunding.',
      refund: 'It is past its due date and not delivered: you get your money back in full.',
      request: 'The other side must agree; the money stays in escrow until then.',
      agree: 'The other side asked to cancel. Agreeing refunds the client in full.',
    },
    cancelled: 'Order cancelled.',
    cancelRequested: 'Cancellation requested. The other side has been told.',
  },
} as const;
