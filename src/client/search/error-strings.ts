/**
 * The text of the search error screen when the network fails, per language. Apart from the dialog's
 * strings: the search button (first-visit bundle) shows it too, when the dialog's own chunk cannot
 * be loaded.
 */
import { ofLanguage } from '../../shared/localized';
import type { Lang, Locale, SearchText } from '../../shared/types';

export type SearchErrorStrings = Pick<SearchText, 'errorTitle' | 'errorHelp' | 'retry' | 'cancel'>;

export const SEARCH_ERROR_STRINGS: Record<string, SearchErrorStrings> = {
  en: {
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
    retry: 'Try again',
    cancel: 'Cancel',
  },
  zh: { errorTitle: '无法获取结果', errorHelp: '你可能需要检查你的网络连接', retry: '重试', cancel: '取消' },
  ja: {
    errorTitle: '結果を取得できませんでした',
    errorHelp: 'ネットワーク接続を確認してください。',
    retry: '再試行',
    cancel: 'キャンセル',
  },
  ko: { errorTitle: '결과를 가져올 수 없습니다', errorHelp: '네트워크 연결을 확인해 주세요.', retry: '다시 시도', cancel: '취소' },
  de: {
    errorTitle: 'Ergebnisse konnten nicht geladen werden',
    errorHelp: 'Bitte prüfen Sie Ihre Netzwerkverbindung.',
    retry: 'Erneut versuchen',
    cancel: 'Abbrechen',
  },
  fr: {
    errorTitle: 'Impossible de récupérer les résultats',
    errorHelp: 'Vérifiez votre connexion réseau.',
    retry: 'Réessayer',
    cancel: 'Annuler',
  },
  es: {
    errorTitle: 'No se pudieron obtener los resultados',
    errorHelp: 'Comprueba tu conexión de red.',
    retry: 'Reintentar',
    cancel: 'Cancelar',
  },
  'pt-BR': {
    errorTitle: 'Não foi possível obter os resultados',
    errorHelp: 'Verifique sua conexão de rede.',
    retry: 'Tentar novamente',
    cancel: 'Cancelar',
  },
  ru: { errorTitle: 'Не удалось получить результаты', errorHelp: 'Проверьте подключение к сети.', retry: 'Повторить', cancel: 'Отмена' },
};

/**
 * The built-in strings of a language from `table` (its own, else its base language's, the Brazilian
 * ones for any Portuguese, else English's)
 * under the ones its locale sets in `searchText`.
 */
export function stringsFor<T extends object>(table: Record<string, T>, lang: Lang, locale: Pick<Locale, 'searchText'> | undefined): T {
  // any Portuguese reads the Brazilian text, as the rest of the UI does
  const builtin = ofLanguage(table, lang) ?? (lang.split('-')[0] === 'pt' ? table['pt-BR'] : undefined) ?? table.en;
  const own = Object.entries(locale?.searchText ?? {}).filter(([key, value]) => key in builtin && value !== undefined);
  return { ...builtin, ...Object.fromEntries(own) };
}
