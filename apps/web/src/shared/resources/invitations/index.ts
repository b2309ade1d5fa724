export { invitationKeys } from './keys';
