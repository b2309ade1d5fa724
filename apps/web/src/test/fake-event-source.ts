import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** An EventSource stand-in (jsdom has none): tests emit the server's events (and its failures) by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  /** Puts the stand-in in place of EventSource, with no streams opened yet. */
  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '{}') {
    act(() => this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data }))));
  }
  fail() {
    act(() => this.onerror?.());
  }
}
