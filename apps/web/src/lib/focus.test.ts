import { afterEach, describe, expect, it } from 'vitest';
import { ancestorsOf, openerOf, refocusNear, watchLostFocus } from './focus.ts';
import { focusFirstInvalid } from './form.ts';

const page = (html: string) => {
  document.body.innerHTML = html;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus', () => {
  it("names a menu's button as the opener of a dialog opened from one of its items", () => {
    page(`<button id="t">⋮</button>
      <div role="menu" aria-labelledby="t"><div role="menuitem" tabindex="-1" id="i">Refuse</div></div>
      <button id="b">Delete</button>`);
    expect(openerOf(document.getElementById('i'))?.id).toBe('t');
    expect(openerOf(document.getElementById('b'))?.id).toBe('b');
    expect(openerOf(document.body)).toBeNull();
  });

  it('puts focus on the nearest ancestor still on the page that can hold it, else on main', () => {
    page(`<main tabindex="-1"><div role="tabpanel" tabindex="0" id="panel">
      <table><tbody><tr id="row"><td><button id="menu">⋮</button></td></tr></tbody></table></div></main>`);
    const ancestors = ancestorsOf(document.getElementById('menu'));
    document.getElementById('row')?.remove();
    refocusNear(ancestors);
    expect(document.activeElement?.id).toBe('panel');

    const inPanel = ancestorsOf(document.getElementById('panel')?.firstElementChild ?? null);
    document.getElementById('panel')?.remove();
    refocusNear(inPanel);
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  it('gives focus back near its place when the focused element is removed', async () => {
    page(
      `<main tabindex="-1"><section tabindex="-1" id="list"><button id="gone">Accept</button></section></main>`,
    );
    const stop = watchLostFocus();
    try {
      document.getElementById('gone')?.focus();
      document.getElementById('gone')?.remove();
      expect(document.activeElement).toBe(document.body);
      await expect.poll(() => document.activeElement?.id).toBe('list');
    } finally {
      stop();
    }
  });

  it('focuses the first invalid field in page order without telling the form', () => {
    page(`<form>
      <input id="ok" />
      <fieldset aria-invalid="true"><input type="radio" name="s" id="r1" /><input type="radio" name="s" id="r2" checked /></fieldset>
      <input id="bad" aria-invalid="true" />
    </form>`);
    const heard: string[] = [];
    document.addEventListener('focusin', (event) => heard.push((event.target as Element).id));
    const form = document.querySelector('form');
    expect(form && focusFirstInvalid(form)).toBe(true);
    expect(document.activeElement?.id).toBe('r2');
    expect(heard).toEqual([]);
    document.getElementById('ok')?.focus();
    expect(heard).toEqual(['ok']);
  });
});
