import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { Button } from './button.tsx';
import { Money } from './money.tsx';
import { TextField } from './text-field.tsx';

function render(node: ReactNode, locale = 'en-US') {
  return renderToString(<IntlProvider value={pageIntl(locale, enUS)}>{node}</IntlProvider>);
}

describe('TextField', () => {
  it('labels the input and ties the description and the error to it', () => {
    const html = render(
      <TextField label="Email" description="We never share it." errorMessage="Please enter a valid email address." />,
    );
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    const inputId = /\sid="([^"]+)"/.exec(input)?.[1];
    expect(html).toMatch(new RegExp(`<label[^>]*for="${inputId}"[^>]*>Email</label>`));
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1]?.split(' ') ?? [];
    expect(describedBy).toHaveLength(2);
    for (const id of describedBy) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Please enter a valid email address.');
  });

  it('is not marked invalid without an error', () => {
    const input = /<input[^>]*>/.exec(render(<TextField label="Email" />))?.[0] ?? '';
    expect(input).not.toMatch(/\saria-invalid=/);
    expect(input).not.toMatch(/\saria-describedby=/);
  });
});

describe('TextField constraints', () => {
  it('renders the browser constraints and the input attributes it is given', () => {
    const html = render(
      <TextField label="Email" name="email" type="email" isRequired autoComplete="email" defaultValue="a@b.c" />,
    );
    const input = /<input[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('name="email"');
    expect(input).toContain('type="email"');
    expect(input).toContain('required=""');
    expect(input).toContain('autoComplete="email"');
    expect(input).toContain('value="a@b.c"');
  });
});

describe('Button', () => {
  it('renders the variant and size', () => {
    const html = render(
      <Button variant="secondary" size="lg" type="submit">
        Save
      </Button>,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain('border-ink');
    expect(html).toContain('min-h-14');
  });

  it('is a plain button (not a submit) unless told, and disabled natively', () => {
    expect(render(<Button>Go</Button>)).toContain('type="button"');
    expect(render(<Button isDisabled>Go</Button>)).toContain('disabled=""');
  });

  it('announces a loading state and keeps the label for its width', () => {
    const html = render(<Button isLoading>Save</Button>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('Please wait…');
    expect(html).toContain('aria-hidden="true">Save</span>');
  });
});

describe('Money', () => {
  it('formats minor units in the page locale with the currency exponent', () => {
    expect(render(<Money amount={1500} currency="JPY" />, 'ja-JP')).toContain('￥1,500');
    expect(render(<Money amount={1999} currency="USD" />)).toContain('$19.99');
  });
});
