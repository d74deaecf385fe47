// What a Subscriber (an account made with Sign up, no company yet) is told: what the account is for,
// the registrations it can complete with itself, and why a registration form refuses or prefills.

export const subscriberMessages = {
  /** Sign-up's lead and the Subscriber's dashboard: what the account is for and what comes next. */
  purpose:
    'A Subscriber account is for following tenders and receiving tender alerts. To bid on tenders or to publish them, register your company as a vendor or as a buyer with the same account.',
  offerTitle: 'Register your company',
  offerDetail: 'The registration form fills in your name, email and mobile from this account and asks no new password.',
  registerVendor: 'Register as a vendor',
  registerBuyer: 'Register as a buyer',
  /** A visitor typed the email or mobile of a Subscriber: not a dead end, the way on is to log in. */
  emailOfSubscriber:
    'This email address belongs to an account made with Sign up. Please log in to continue your registration with it.',
  mobileOfSubscriber:
    'This mobile number belongs to an account made with Sign up. Please log in to continue your registration with it.',
  loginToContinue: 'Log in and continue',
  visitorHint: 'Signed up already? Log in and continue: the form fills in your name, email and mobile.',
  /** A signed-in Subscriber on a registration form. */
  registeringAs: 'You are registering with your account',
  noNewPassword: 'Your account keeps its password; no new one is mailed.',
  accountEmail: "A registration uses your account's email address. You can change it in My Info once registered.",
  accountMobile: "A registration uses your account's mobile number. You can change it in My Info once registered.",
  /** A signed-in account that has a company registration already (or an Admin). */
  alreadyRegistered:
    'You are logged in with an account that is already registered. Please log out to register another company.',
  /** The answer to a Subscriber's registration (it is its own account: no password mail). */
  upgraded: 'Thank you for registering with us!! Your account is now registered.',
  upgradedVerify:
    'We have sent a verification link to your email address: verify it to use your dashboard. Your password stays the one you chose.',
} as const;
