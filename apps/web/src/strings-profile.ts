import { AVATAR_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@marketplace/contract';
import { S as FIRST_PAGES_TEXT } from './strings.ts';

/**
 * The texts of a person's own profile and account settings, with strings.ts's: the profile
 * pages load these and no other screen's. SPEC's texts among them are verbatim, as in
 * strings.ts.
 */
export const S = {
  ...FIRST_PAGES_TEXT,

  profile: {
    yourData: 'Your data',
    yourDataText:
      'Download everything your account holds: your profile, listings, proposals, conversations, orders, money movements and reviews, as one JSON file.',
    downloadData: 'Download my data',
    preparingData: 'Preparing...',
    deleteAccount: 'Delete my account',
    deleteAccountText:
      'Remove your account and everything in it for good. Open orders, running contracts and money waiting to be paid out must be settled first.',
    deleteAccountTitle: 'Delete your account?',
    deleteAccountWhat: [
      'Your profile, photo, jobs, services, projects, proposals, saved jobs and uploaded files are deleted.',
      'What you wrote in conversations, orders and reviews is removed; the other person sees “Deleted user” in your place.',
      'Completed orders, payments and payouts stay in the books, with nothing that names you.',
      'You are signed out on every device, and your email address is free for a new account.',
    ],
    deleteAccountWarning: 'This cannot be undone.',
    deleteAccountPassword: 'Your password',
    deleteAccountConfirm: 'Delete my account for good',
    deletingAccount: 'Deleting...',
    title: 'Profile',
    subtitle: 'Keep your details up to date so clients know who they are working with.',
    clientTitle: 'Account settings',
    editProfile: 'Edit Profile',
    otherSettings: 'Other Settings',
    changePassword: 'Change Password',
    update: 'Update',
    save: 'Save',
    userInfoChanged: 'User info changed successfuly.',
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    emailReadOnly: "To change your email address, use 'Change email' below.",
    telephone: 'Telephone',
    country: 'Country',
    gender: 'Gender',
    genderUnset: 'Prefer not to say',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    changePicture: 'Change profile picture',
    pictureAlt: 'Profile picture',
    uploading: 'Uploading…',
    pictureNotImage: 'Please choose an image file.',
    pictureTooLarge: `The picture must be ${AVATAR_MAX_BYTES / 1024 / 1024} MB or smaller.`,
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    passwordChanged: 'Password changed successfully.',
    changePasswordHint: `Use at least ${PASSWORD_MIN_LENGTH} characters. Your other devices will be signed out.`,
    account: 'Account',
    security: 'Security',
    securityText: 'Keep your account safe with a strong password.',
    accountType: 'Account type',
    memberSince: 'Member since',
    emailNotifications: 'Email notifications',
    emailNotificationsText:
      'Choose what also reaches you by email. You always see everything in the app, and every email has a link to stop that kind.',
    emailCategories: {
      messages: {
        title: 'Chat messages',
        text: 'New messages while you are away, at most one email per conversation every 15 minutes.',
      },
      orders: {
        title: 'Orders and contracts',
        text: 'Payments, deliveries, revision requests, completions, cancellations and disputes.',
      },
      proposals: {
        title: 'Proposals',
        text: 'When a client accepts or declines your proposal.',
      },
      reviews: { title: 'Reviews', text: 'When someone reviews your work with them.' },
    },
    emailPreferencesSaved: 'Email settings saved.',
  },
};
