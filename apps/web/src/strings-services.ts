import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The texts of the service pages beyond the first pages (a service's page, its creation and
 * editing, its pictures): the keys the first pages do not show of the `services` section, which
 * strings.ts holds the rest of. SPEC's texts among them are verbatim. A page that shows them
 * imports `S` from here, which holds strings.ts's texts too.
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  services: {
    ...FIRST_PAGES_TEXT.services,
    buy: 'BUY',
    noServicesAvailable: 'No Services Available',
    noServicesHint:
      'Once you create a service, it will appear here for easy access and management.',
    title: 'Title',
    category: 'Category',
    addThumbnail: 'Add Thumbnail',
    price: 'Price',
    description: 'Description',
    invalidImage: 'Please drop a valid image file.',
    serviceCreated: 'Service created successfuly',
    chooseCategory: 'Choose a category',
    loadingCategories: 'Loading categories…',
    titlePlaceholder: 'e.g. I will design a modern logo for your brand',
    descriptionPlaceholder: 'What you deliver, how long it takes and what you need from the buyer.',
    priceHint: 'In US dollars.',
    createIntro: 'Describe what you offer; clients find it in All Services.',
    imagesHint: 'JPEG, PNG, WebP or GIF, up to 5 MB each. The first image is the thumbnail.',
    dropImages: 'Drag and drop images here, or',
    browse: 'browse',
    thumbnail: 'Thumbnail',
    chosenImages: 'Chosen images',
    makeThumbnail: (name: string) => `Use ${name} as the thumbnail`,
    removeImage: (name: string) => `Remove ${name}`,
    imageTooLarge: 'Images larger than 5 MB were left out.',
    tooManyImages: 'At most 10 images.',
    myServices: 'My Services',
    myServicesIntro: 'The services you offer to clients.',
    servicesOf: (username: string) => `Services by @${username}`,
    viewPortfolio: 'View portfolio',
    listedOn: (date: string) => `Listed ${date}`,
    offeredBy: 'Offered by',
    deliveryDays: 'Delivery time (days)',
    deliveryDaysHint: (max: number) => `Days from payment to the due date, 1 to ${max}.`,
    revisions: 'Revisions included',
    revisionsHint: (max: number) => `How many times a buyer may ask for changes, 0 to ${max}.`,
    deliveryIn: (days: number) => `${days}-day delivery`,
    revisionsIncluded: (count: number) =>
      count === 0 ? 'No revisions included' : `${count} revision${count === 1 ? '' : 's'} included`,
    freelancerBuyNote: 'Only client accounts can buy services.',
    edit: 'Edit',
    editService: 'Edit service',
    saveChanges: 'Save changes',
    serviceUpdated: 'Service updated.',
    delete: 'Delete',
    deleteService: 'Delete service',
    deleting: 'Deleting…',
    confirmDeleteTitle: 'Delete this service?',
    confirmDeleteText: 'It disappears from the marketplace and its images are removed.',
    deleted: 'Service deleted.',
    notFound: 'This service is not available.',
    notFoundHint: 'It may have been removed by its freelancer.',
    backHome: 'Back to home',
    loadOneFailed: 'This service could not be loaded.',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    showImage: (n: number) => `Show image ${n}`,
    slideOf: (n: number, count: number) => `${n} of ${count}`,
  },
};
