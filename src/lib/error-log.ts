const KEY = 'errorLogs';
const MAX_ENTRIES = 100;

export type LogLevel = 'error' | 'warn' | 'info';

export interface ErrorLogEntry {
  timestamp: string;
  level: LogLevel;
  message: string;
}

/** Keeps the last 100 client errors in local storage, for support. Never holds tokens. */
export function logClientError(level: LogLevel, message: string): void {
  try {
    const entries = readClientErrors();
    entries.push({ timestamp: new Date().toISOString(), level, message: message.slice(0, 1000) });
    localStorage.setItem(KEY, JSON.stringify(entries.slice(-MAX_ENTRIES)));
  } catch {
    // storage full or unavailable: logging must never break the page
  }
}

export function readClientErrors(): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}
