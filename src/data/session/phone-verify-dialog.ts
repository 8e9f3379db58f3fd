import { createStore } from '@/lib/create-store';

const phoneVerifyDialog = createStore(false);

/**
 * "Утасны дугаар баталгаажуулах": opened after a registration and from the profile's notice; the
 * accounts feature renders the modal from `usePhoneVerifyDialogOpen`.
 */
export const openPhoneVerifyDialog = () => phoneVerifyDialog.set(true);
export const closePhoneVerifyDialog = () => phoneVerifyDialog.set(false);
export const usePhoneVerifyDialogOpen = phoneVerifyDialog.use;
