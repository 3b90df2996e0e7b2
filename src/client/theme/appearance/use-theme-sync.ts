import { useEffect } from 'react';
import { applyTheme, syncTheme } from './theme-store';

/**
 * Keeps <html> on the stored preference for the whole life of the page (other tabs, system
 * changes). With dark mode disabled the page is always light and storage is ignored.
 */
export function useThemeSync(darkMode: boolean): void {
  useEffect(() => {
    if (darkMode) return syncTheme();
    applyTheme('light');
  }, [darkMode]);
}
