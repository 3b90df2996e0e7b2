/** The UI text a locale of the site config may set: the theme's strings and the search dialog's. Part of SITE_CONFIG_SCHEMA (config-schema.ts). */
import * as v from 'valibot';
import { described, obj, str } from './schema-kit';

/**
 * The search dialog's strings. Unlike the locale's other UI text they have no defaults here: the
 * search chunk carries the built-in ones, and a locale sets only those it wants to change.
 */
export const searchTextFields = {
  errorTitle: described(v.optional(str()), 'The title of the search error screen when results cannot be fetched.'),
  errorHelp: described(v.optional(str()), 'The help text under it.'),
  retry: described(v.optional(str()), "The error screen's retry button."),
  cancel: described(v.optional(str()), "Closes the dialog (the narrow-screen button next to the input, and the error screen's)."),
  indexErrorTitle: described(v.optional(str()), 'The title shown when the search index arrived but cannot be read.'),
  indexErrorHelp: described(v.optional(str()), 'The help text under it.'),
  inputLabel: described(v.optional(str()), "The search input's accessible name."),
  placeholder: described(v.optional(str()), "The search input's placeholder."),
  clear: described(v.optional(str()), 'The button that clears the query.'),
  recentTitle: described(v.optional(str()), 'The heading of the recent searches.'),
  noRecent: described(v.optional(str()), 'Shown when there are no recent searches.'),
  saveRecent: described(v.optional(str()), 'The button that saves a recent search as a favorite.'),
  removeRecent: described(v.optional(str()), 'The button that removes a search from the recent ones.'),
  favoriteTitle: described(v.optional(str()), 'The heading of the favorite searches.'),
  removeFavorite: described(v.optional(str()), 'The button that removes a search from the favorites.'),
  noResults: described(v.optional(str()), 'Shown before the query when nothing matches.'),
  suggestionLead: described(v.optional(str()), 'Leads the suggested queries when nothing matches.'),
  reportText: described(v.optional(str()), 'Asks the reader to report a query that should have results.'),
  reportLink: described(v.optional(str()), 'The text of the link that reports it.'),
  selectText: described(v.optional(str()), 'The keyboard hint for choosing a result.'),
  navigateText: described(v.optional(str()), 'The keyboard hint for moving between results.'),
  closeText: described(v.optional(str()), 'The keyboard hint for closing the dialog.'),
  enterKey: described(v.optional(str()), 'The accessible name of the Enter key in the hints.'),
  arrowDown: described(v.optional(str()), 'The accessible name of the down arrow key in the hints.'),
  arrowUp: described(v.optional(str()), 'The accessible name of the up arrow key in the hints.'),
  escapeKey: described(v.optional(str()), 'The accessible name of the Escape key in the hints.'),
  loading: described(v.optional(str()), 'Shown while a search runs.'),
  resultsLabel: described(v.optional(str()), 'The accessible name of the list of results.'),
};

export const SEARCH_TEXT_KEYS = Object.keys(searchTextFields);

/** Every UI string of a locale; their built-in values per language are in locale-text.ts. */
export const localeText = {
  label: described(str(), "The language's name in the language menu; its own name ('Deutsch') by default."),
  outlineTitle: described(str(), 'The heading of the page outline.'),
  prevPageText: described(str(), 'The label of the link to the previous page at the foot of a page.'),
  nextPageText: described(str(), 'The label of the link to the next page at the foot of a page.'),
  lastUpdatedText: described(str(), 'Leads the date a page was last changed (`themeConfig.lastUpdated`).'),
  sourceCodeText: described(str(), 'Accepted for configs written for Rspress; the theme does not show it.'),
  searchPlaceholderText: described(str(), "The search button's text and accessible name."),
  searchNoResultsText: described(str(), 'Accepted for configs written for Rspress; the search dialog shows `searchText.noResults`.'),
  searchSuggestedQueryText: described(
    str(),
    'Accepted for configs written for Rspress; the search dialog shows `searchText.suggestionLead`.',
  ),
  overview: described(
    obj({
      titleText: described(str(), "The heading of an overview page's list."),
      filterNameText: described(str(), "The label of an overview page's filter."),
      filterPlaceholderText: described(str(), "The filter input's placeholder."),
      filterNoResultText: described(str(), 'Shown when the filter matches nothing.'),
      othersText: described(str(), 'Names the group of sidebar links that belong to no group.'),
    }),
    'The texts of overview pages; set only those you change.',
  ),
  // global chrome (navbar, theme toggle, mobile menu)
  languagesText: described(str(), "The language menu's accessible name and its title in the phone menu."),
  themeText: described(str(), "The theme toggle's title in the phone menu."),
  versionsText: described(str(), "The version menu's accessible name and its title in the phone menu."),
  navMenuText: described(str(), 'The accessible name of the button that opens the phone menu.'),
  mainNavText: described(str(), 'The accessible name of the navbar.'),
  skipToContentText: described(str(), 'The skip link at the top of every page.'),
  switchToDarkText: described(str(), "The theme toggle's accessible name in the light theme."),
  switchToLightText: described(str(), "The theme toggle's accessible name in the dark theme."),
  moreLinksText: described(str(), 'The accessible name of the menu of social links that do not fit.'),
  // doc page chrome (sidebar, outline, doc footer, page tools), overview and 404
  menuTitle: described(str(), "The phone bar's menu button, which opens the sidebar."),
  sidebarText: described(str(), 'The accessible name of the sidebar.'),
  scrollToTopText: described(str(), 'The back-to-top button (`themeConfig.enableScrollToTop`).'),
  copyMarkdownText: described(str(), "The page tool that copies the page's Markdown."),
  copyMarkdownLinkText: described(str(), "The page tool that copies a link to the page's Markdown."),
  copiedText: described(str(), 'Confirms a copy.'),
  openText: described(str(), "The page tools menu's button."),
  openInText: described(str(), "The page tool that opens the page in another service; '{{name}}' is replaced by the service's name."),
  notFoundText: described(str(), "The 404 page's heading."),
  pageNotFoundText: described(str(), "The 404 page's description."),
  takeMeHomeText: described(str(), "The 404 page's link home."),
  outdatedTranslationText: described(str(), 'The notice on a translation whose source page changed after it.'),
  missingTranslationText: described(str(), 'The notice on a page shown in its source language for want of a translation.'),
  readSourceText: described(str(), 'The link from either notice to the source page.'),
  // page content: code blocks, containers without a title, footnotes
  copyCodeText: described(str(), "A code block's copy button."),
  containerText: described(
    obj({
      tip: described(str(), 'The title of a `:::tip` container that sets none.'),
      info: described(str(), 'The title of a `:::info` container that sets none.'),
      note: described(str(), 'The title of a `:::note` container that sets none.'),
      warning: described(str(), 'The title of a `:::warning` container that sets none.'),
      danger: described(str(), 'The title of a `:::danger` container that sets none.'),
      details: described(str(), 'The summary of a `:::details` container that sets none.'),
    }),
    'The titles of containers that set none; set only those you change.',
  ),
  footnotesText: described(str(), "The heading of a page's footnotes."),
  footnoteBackText: described(str(), "The accessible name of a footnote's link back to its reference."),
  wrapCodeText: described(str(), "A code block's line-wrap toggle."),
  versionNoticeText: described(
    str(),
    "The notice on a page of a version other than the default: '{{version}}' is the page's version, '{{current}}' the default one.",
  ),
  currentVersionText: described(str(), "The notice's link to the same page in the default version."),
};
