import { PRODUCT_NAME } from '@marketplace/contract';

/**
 * The texts of the landing page and of the parts every page shares (logo, footer, skip link,
 * buttons). They are part of `S` in strings.ts; the landing page's first load takes them from
 * here, without the texts of every other screen.
 */
export const S = {
  productName: PRODUCT_NAME,
  app: {
    uploadProgress: 'Upload progress',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    loading: 'Loading App...',
    // Not a SPEC text: shown under 'Loading App...' while the session check waits for the server.
    reconnecting: 'Reconnecting…',
    submitting: 'Submiting...',
    somethingWentWrong: 'Something went wrong!',
    retry: 'Retry',
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to home',
    notifications: 'Notifications',
    noNotifications: "You're all caught up.",
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    close: 'Close',
    accountMenu: 'Account menu',
    skipToContent: 'Skip to content',
    mainNav: 'Main',
  },
  // Deviation (issue 15): chat and proposals end with a one-row footer (copyright and social
  // icons, without 'About the site'), so the full footer is not pushed below their panels.
  footer: {
    aboutTheSite: 'About the site',
    aboutText:
      'A marketplace where clients meet verified freelancers, with payments held safely until the work is done.',
    home: 'Home',
    aboutUs: 'About us',
    contactUs: 'Contact us',
    followUs: 'Follow us',
    company: 'Company',
    copyright: `© 2023 ${PRODUCT_NAME}. All rights reserved.`,
  },
  landing: {
    navHome: 'Home',
    navServices: 'Services',
    navAbout: 'About',
    navFaq: 'FAQ',
    signIn: 'Sign in',
    signUp: 'Sign up',
    openApp: 'Open the app',
    sectionsNav: 'Page sections',
    createFreeAccount: 'Create a free account',
    provideService: 'Provide A Service',
    findFreelancer: 'Find Freelancer',
  },
} as const;

export const pageTitle = (page: string): string => `${page} · ${PRODUCT_NAME}`;
