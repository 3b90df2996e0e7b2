/**
 * The text of the search error screen when the network fails, per language. Apart from the dialog's
 * strings: the search button shows it too, when the dialog's own chunk cannot be loaded, so the
 * build puts the page language's text into the page's locale (clientLocale) and the first-visit
 * code keeps only English (builtin-search-text.ts).
 */
import { ENGLISH_SEARCH_ERRORS, type SearchErrorStrings } from './builtin-search-text';

export const SEARCH_ERROR_STRINGS: Record<string, SearchErrorStrings> = {
  en: ENGLISH_SEARCH_ERRORS,
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
