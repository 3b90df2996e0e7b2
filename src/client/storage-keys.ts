import { siteData } from 'virtual:site';
import { storageKeys } from '../shared/storage-keys';

/** This site's browser storage keys (themeConfig.storagePrefix), the ones the inline scripts use. */
export const STORAGE_KEYS = storageKeys(siteData.config.themeConfig.storagePrefix);
