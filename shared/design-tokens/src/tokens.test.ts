import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { breakpoints, tokens } from './index';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const declared = new Set([...css.matchAll(/(--mz-[a-z0-9-]+)\s*:/g)].map((m) => m[1]));

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(leaves);
}

describe('design tokens', () => {
  it('names only variables that tokens.css declares', () => {
    const names = leaves(tokens).map((t) => t.replace(/^var\((.*)\)$/, '$1'));
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => !declared.has(n))).toEqual([]);
  });

  it('exposes the primary colour as a CSS variable reference', () => {
    expect(tokens.color.primary).toBe('var(--mz-color-primary)');
  });

  it('puts the mobile breakpoint at 768px', () => {
    expect(breakpoints.mobile).toBe(768);
  });

  it('keeps text colours at WCAG AA contrast on their backgrounds', () => {
    const hex = (name: string) => {
      const m = css.match(new RegExp(`--mz-${name}:\\s*(#[0-9a-f]{6})`));
      if (!m) throw new Error(`no hex value for ${name}`);
      return m[1];
    };
    const luminance = (h: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(h.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(hex(a)), luminance(hex(b))].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const pairs: [string, string][] = [
      ['color-text', 'color-surface'],
      ['color-text', 'color-background'],
      ['color-text-muted', 'color-surface'],
      ['color-text-muted', 'color-background'],
      ['color-on-primary', 'color-primary'],
      ['color-on-primary', 'color-primary-hover'],
      ['color-on-primary', 'color-success'],
      ['color-on-primary', 'color-danger'],
      ['color-primary', 'color-primary-subtle'],
      ['color-success', 'color-success-subtle'],
      ['color-warning', 'color-warning-subtle'],
      ['color-danger', 'color-danger-subtle'],
      ['color-on-sidebar', 'color-sidebar'],
    ];
    for (const [fg, bg] of pairs) {
      expect({ fg, bg, ok: contrast(fg, bg) >= 4.5 }).toEqual({ fg, bg, ok: true });
    }
  });
});
