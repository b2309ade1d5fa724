export { createSetting, deleteSetting, patchSetting } from './requests';
