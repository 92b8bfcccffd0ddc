import type { IncomingMessage, ServerResponse } from 'node:http';

interface Position {
  latitude: number;
  longitude: number;
}

/** The stand-in's state and handler, for a server it shares. */
export interface SmhiStandIn {
  origin: string;
  /** The time (ms) its answers are made from. */
  now: number;
  /** Where its yellow (or `level`) warning lies, or null: none over any house. */
  warnedAt: Position | null;
  level: 'YELLOW' | 'ORANGE' | 'RED';
  mode: 'ok' | 'garbage' | 'slow' | 'error' | 'silent';
  /** How many times each of SMHI's services was asked. */
  asked: { forecast: number; fire: number; warnings: number };
  /** Answers SMHI's paths; false for any other. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
}

export interface SmhiService extends SmhiStandIn {
  close(): Promise<void>;
}

export function smhiStandIn(options?: { now?: number; warnedAt?: Position | null }): SmhiStandIn;
export function startSmhiService(options?: {
  now?: number;
  warnedAt?: Position | null;
}): Promise<SmhiService>;
export function forecastAnswer(now: number, lon: string, lat: string): unknown;
export function fireAnswer(now: number, lon: string, lat: string, classes?: number[]): unknown;
export function warningsAnswer(now: number, warnedAt: Position | null, level?: string): unknown;
