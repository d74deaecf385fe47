// The registration area: one lazy chunk for the vendor wizard, quick vendor, buyer and builder forms
// and the thank-you page (DESIGN.md §7: the public pages never load it).
export { BuilderRegistrationPage } from '../../features/registration/components/builder-registration-page';
export { BuyerRegistrationPage } from '../../features/registration/components/buyer-registration-page';
export { QuickRegistrationPage } from '../../features/registration/components/quick-registration-page';
export { RegisterSuccessPage } from '../../features/registration/components/register-success-page';
export { VendorRegistrationPage } from '../../features/registration/components/vendor-registration-page';
