import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'maxRows'> {
  /** The rows it starts at (it grows from there with what is written). */
  minRows: number;
}

/**
 * A text area that grows with its text, sized by the browser (`field-sizing: content`) rather
 * than measured by script as Mantine's `autosize` does at every render: every text area of the
 * app that grows is this one (a lint rule keeps `autosize` out).
 */
export function GrowingTextarea({ minRows, classNames, style, ...props }: GrowingTextareaProps) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ ...(classNames as object), input: classes.input }}
      style={{ ...(style as CSSProperties), '--rows': minRows } as CSSProperties}
    />
  );
}
