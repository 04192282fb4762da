/** The auth area's words: what its screens and notifications say to members. */

export const recoveryMessages = {
  loginRequired: 'Email or username is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'A typo? Passwords do not match',
  invalidLink: 'Invalid reset link. Please make a new request.',
  sendFailed: 'Failed to send reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  oldPasswordRequired: 'Enter your current password to set a new one',
  newPasswordTooShort: 'New password must be at least 6 characters',
} as const;

export const sessionWords = {
  logOutQuestion: 'Are you sure you want to log out?',
  logOutYes: 'yeah',
  loggingOut: 'Logging out...',
  logOutNo: 'NOPE',
} as const;

export const recoveryWords = {
  backToSignIn: 'Back to sign in',
  checkEmailTitle: 'Check Your Email',
  /** The lead of "Check Your Email", around the email or username it was sent for. */
  sentBefore: 'If an account matches',
  sentAfter: ', a link to reset your password is on its way to the email linked to it. The link works for one hour.',
  sending: 'Sending...',
  resendIn: (seconds: number) => `Resend Email (${seconds}s)`,
  resend: 'Resend Email',
  forgotTitle: 'Forgot your password?',
  forgotLead: "No worries, mate. Tell us your email or username and we'll send you a reset link.",
  forgotFormLabel: 'Request a password reset',
  loginLabel: 'Email or username',
  sendLink: 'Send Reset Link',
  remembered: 'Remembered it?',
  signIn: 'Sign in',
  resetTitle: 'Reset your password',
  requestNewLink: 'Request a new link',
  resetDone: 'Password reset!',
  resetDoneLead: 'Your new password is set. Taking you to sign in…',
  signInNow: 'Sign in now',
  chooseTitle: 'Choose a new password',
  chooseLead: "Make it at least 6 characters. Something you'll remember, mind.",
  resetFormLabel: 'Reset your password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  saving: 'Saving...',
  resetPassword: 'Reset Password',
} as const;

export const registrationWords = {
  causesNoun: 'causes',
  packsNoun: 'starter packs',
  causesLegend: 'Charity causes',
  packsLegend: 'Starter packs',
  causeDescription: (itemTypes: string) => `Receive items such as ${itemTypes}.`,
  loadFailed: (noun: string) => `Failed to load ${noun}. Please refresh the page and try again.`,
  tryAgain: 'Try again',
  loading: (noun: string) => `Loading ${noun}…`,
  causesHint: (min: number, max: number) =>
    `Choose ${min} to ${max} causes your charity supports. We'll show you items that help them.`,
  packsHint: (min: number, max: number) =>
    `Choose ${min} or ${max} packs. They tell us what you'd like to receive; you can change this later.`,
  whatsInside: "What's inside",
  itemCount: (count: number) => `(${count} ${count === 1 ? 'item' : 'items'})`,
  contentsOf: (name: string) => `${name} contents`,
  selectedCount: (count: number, max: number) => `${count} of ${max} selected`,
} as const;

export const loginWords = {
  title: 'Welcome back',
  lead: 'Sign in with your email or username.',
  formLabel: 'Sign in',
  loginLabel: 'Email/Username',
  passwordLabel: 'Password',
  forgot: 'Forgot your password?',
  signingIn: 'Signing in...',
  signIn: 'Sign In',
  newHere: 'New here?',
  createAccount: 'Create an account',
  whatIsSwapsies: 'What is Swapsies?',
} as const;

export const loginMessages = {
  disabled: 'Login via web is currently disabled. Please use the app to continue.',
  loginRequired: 'Email or username is required',
  passwordRequired: 'Password is required',
} as const;

export const registrationMessages = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  legalNameRequired: "Please enter the charity's legal name",
  nameTooShort: 'Name should be at least 2 characters',
  nameChars: 'Name can only contain letters, spaces, and hyphens',
  legalNameChars: "Legal name can only contain letters, digits, spaces and & . , ' - ( )",
  handleRequired: 'Please choose a handle',
  handleTooShort: 'Handle should be at least 8 characters',
  handleTooLong: 'Handle should be at most 32 characters',
  handleChars: 'Handle can only contain letters, digits, and underscores',
  handleTaken: 'This handle is taken',
  charityNumberRequired: 'Please enter your charity number',
  charityNumberChars: 'Charity number must contain only numbers',
  charityNumberLength: 'Charity number should be 6 to 8 digits',
  charityNumberTaken: 'Charity number is already registered',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'Email is already taken',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Password should be at least 8 characters',
  passwordComposition: 'Password needs an upper-case letter, a lower-case letter and a digit',
  passwordChars:
    'Password can only contain letters, digits and @ # $ % ^ & * ( ) _ + - = [ ] { } | \\ : ; " \' , . < > ? / !',
  passwordMismatch: 'Passwords do not match',
  addressRequired: 'Please enter a complete address',
  packsRange: 'Please select 1 or 2 starter packs',
  causesRange: 'Please select 1 to 3 causes',
  logoRequired: 'Official charity logo is required',
  categoriesRequired: 'At least one category must be selected to use the app',
  categoriesCap: 'You can select at most 40 categories',
  countryInvalid: 'Only the United Kingdom is supported',
  termsRequired: 'Please accept the terms to continue',
  serverRejectedIdentity:
    'This username and/or email is not available. Please try a different one or sign in if you already have an account.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationFailedLater: 'Registration failed. Please try again later.',
  categoriesOffline: 'Server temporarily unavailable. Using offline categories - you can still complete registration!',
  categoriesCached: 'Could not load categories. Using cached categories - you can still complete registration!',
  countriesFailed: 'Failed to load countries. Please refresh the page and try again.',
} as const;
