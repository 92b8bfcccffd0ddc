import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Markdown } from './markdown';

const render = (text: string) => renderWithProviders(<Markdown>{text}</Markdown>).container;

describe('Markdown', () => {
  it('renders the subset: headings 1–5, bold, italic, code and lists', () => {
    const root = render(
      '# One\n\n##### Five\n\n**bold** *it* `x`\n\n- a\n- b\n\n1. first\n2. second',
    );
    expect(screen.getByRole('heading', { name: 'One', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Five', level: 5 })).toBeInTheDocument();
    expect(root.querySelector('h5')).toHaveTextContent('Five');
    expect(root.querySelector('strong')).toHaveTextContent('bold');
    expect(root.querySelector('em')).toHaveTextContent('it');
    expect(root.querySelector('code')).toHaveTextContent('x');
    expect(root.querySelectorAll('ul li')).toHaveLength(2);
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('opens links leaving the site in a new tab, without opener or referrer', () => {
    render('[lake](https://example.org/lake) and [home](/about)');
    const external = screen.getByRole('link', { name: 'lake' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'home' });
    expect(internal).toHaveAttribute('href', '/about');
    expect(internal).not.toHaveAttribute('target');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '[x](//evil.example)',
  ])('does not make %s a link', (text) => {
    const root = render(text);
    expect(root.querySelector('a')).toBeNull();
    expect(screen.getByText('x')).toBeInTheDocument();
  });

  it('shows raw HTML as text and never as elements', () => {
    const root = render(
      '<script>alert(1)</script> <b onclick="x()">hi</b> <img src=x onerror=alert(1)>',
    );
    expect(root.querySelector('script, b, img')).toBeNull();
    expect(root.textContent).toContain('<script>alert(1)</script>');
    expect(root.textContent).toContain('<b onclick="x()">hi</b>');
  });

  it('shows what the subset does not have as the text it is: images, tables, level-6 headings', () => {
    const root = render(
      '![alt](https://example.org/x.png)\n\n###### six\n\n| a |\n|---|\n| b |\n\n> quoted',
    );
    expect(root.querySelector('img, table, h6, blockquote')).toBeNull();
    expect(root.textContent).toContain('![alt](https://example.org/x.png)');
    expect(root.textContent).toContain('###### six');
    expect(root.textContent).toContain('| a |');
    expect(root.textContent).toContain('> quoted');
  });
});
