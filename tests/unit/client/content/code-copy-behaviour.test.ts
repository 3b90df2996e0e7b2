// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CODE_COPY_FEEDBACK_MS, copyPromptText, installCodeCopy } from '../../../../src/client/content/code-copy-behaviour';

function codeBlock() {
  document.body.innerHTML = `<div class="rp-code-block"><div class="rp-code-content"><div class="rp-code-pre"><pre class="shiki"><code><span class="line">const a = 1;</span>
<span class="line">a + 1;</span></code></pre></div><button class="rp-code-copy" aria-label="Copy code"></button></div></div>`;
  return document.querySelector('.rp-code-copy') as HTMLButtonElement;
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('client/content/code-copy-behaviour', () => {
  let uninstall: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    const copied: Record<string, string> = { en: 'Copied', ja: 'コピーしました' };
    uninstall = installCodeCopy((lang) => copied[lang] ?? copied.en, document);
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('copies the code text and shows success for 2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const button = codeBlock();
    button.click();
    await flush();
    expect(writeText).toHaveBeenCalledWith('const a = 1;\na + 1;');
    expect(button.classList.contains('rp-code-copy-success')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Copied');
    vi.advanceTimersByTime(CODE_COPY_FEEDBACK_MS - 1);
    expect(button.classList.contains('rp-code-copy-success')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(button.classList.contains('rp-code-copy-success')).toBe(false);
    expect(button.getAttribute('aria-label')).toBe('Copy code');
  });

  test('the feedback is in the language of the page', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    document.documentElement.lang = 'ja';
    const button = codeBlock();
    button.setAttribute('aria-label', 'コードをコピー');
    button.click();
    await flush();
    expect(button.getAttribute('aria-label')).toBe('コピーしました');
    vi.advanceTimersByTime(CODE_COPY_FEEDBACK_MS);
    expect(button.getAttribute('aria-label')).toBe('コードをコピー');
    document.documentElement.lang = '';
  });

  test('a refused clipboard shows the copy prompt with the code', async () => {
    vi.stubGlobal('navigator', { ...navigator, platform: 'Linux x86_64', clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    codeBlock().click();
    await flush();
    expect(prompt).toHaveBeenCalledWith('Copy to clipboard: Ctrl+C, Enter', 'const a = 1;\na + 1;');
  });

  test('the prompt names Cmd on Apple platforms and Ctrl elsewhere', () => {
    expect(copyPromptText(true)).toBe('Copy to clipboard: Cmd+C, Enter');
    expect(copyPromptText(false)).toBe('Copy to clipboard: Ctrl+C, Enter');
  });
});
