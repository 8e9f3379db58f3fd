import { createStore } from '@/lib/create-store';

type VerifyDialog = { sendCode: boolean } | null;

const phoneVerifyDialog = createStore<VerifyDialog>(null);

/**
 * "Утасны дугаар баталгаажуулах": opened after a registration (with the code sent at once) and from
 * the profile's notice (the customer asks for it); the accounts feature renders the modal.
 */
export const openPhoneVerifyDialog = ({ sendCode = false }: { sendCode?: boolean } = {}) => phoneVerifyDialog.set({ sendCode });
export const closePhoneVerifyDialog = () => phoneVerifyDialog.set(null);
export const usePhoneVerifyDialogOpen = () => phoneVerifyDialog.use() !== null;
/** Whether the dialog was opened to send its code at once (right after registering). */
export const usePhoneVerifySendsCode = () => phoneVerifyDialog.use()?.sendCode ?? false;
