import type { ProtectionEvent, ProtectionState } from '@shared/desktop-api';
import { Protection } from '@shared/rules/protection';
import type { ListProcesses } from './process-list';
import { matchRecorders } from './recorders';
import { classifyShortcut, type KeyInput, type ShortcutKind } from './shortcuts';

export interface ProtectionDeps {
  platform: string;
  /** The channel config's watermark flag (off by default). */
  watermark: boolean;
  listProcesses: ListProcesses;
  /** Excludes our windows from screen captures (Windows and macOS only). */
  setContentProtection(on: boolean): void;
  emit(event: ProtectionEvent): void;
  pollMs?: number;
}

/** Only Windows and macOS can exclude a window from captures; Linux relies on the black screen and watermark. */
export const canProtectContent = (platform: string) => platform === 'win32' || platform === 'darwin';

/**
 * Screen and recording protection (spec section 4). States: none, suspected, recording.
 * - A screenshot shortcut makes the state suspected and shows a black screen for 3000 ms.
 * - A known recorder process makes it suspected; still running at the next poll, recording is confirmed, and the
 *   black screen stays until the recorder stops (confirmed persists until stopped).
 * - Emergency restore clears every effect; recorders running at that moment are let be until they exit, so a
 *   false alarm (a teacher's own streaming tool) does not come straight back. The next trigger re-arms everything.
 */
export class ProtectionService {
  private state: ProtectionState = 'none';
  private blackout = false;
  private blackoutTimer: ReturnType<typeof setTimeout> | undefined;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private recorders: string[] = [];
  private acknowledged = new Set<string>();
  private armed = true;
  private contentProtected = false;
  private polling = false;

  constructor(private readonly deps: ProtectionDeps) {}

  start() {
    this.arm();
    void this.poll();
    this.pollTimer = setInterval(() => void this.poll(), this.deps.pollMs ?? Protection.processPollMs);
  }

  stop() {
    clearInterval(this.pollTimer);
    clearTimeout(this.blackoutTimer);
  }

  snapshot(extra: Partial<ProtectionEvent> = {}): ProtectionEvent {
    return {
      state: this.state,
      blackout: this.blackout,
      watermark: this.armed && this.deps.watermark,
      contentProtected: this.contentProtected,
      ...(this.recorders.length ? { processes: [...this.recorders] } : {}),
      ...extra,
    };
  }

  /** Feed of a window's key events; returns what the key was, so the caller can swallow the restore chord. */
  handleInput(input: KeyInput): ShortcutKind | null {
    const kind = classifyShortcut(input, this.deps.platform);
    if (kind === 'screenshot') this.screenshotAttempt();
    if (kind === 'restore') this.emergencyRestore();
    return kind;
  }

  screenshotAttempt() {
    this.arm();
    if (this.state === 'none') this.state = 'suspected';
    this.blackout = true;
    clearTimeout(this.blackoutTimer);
    this.blackoutTimer = setTimeout(() => this.endBlackout(), Protection.blackoutMs);
    this.deps.emit(this.snapshot({ reason: 'shortcut', blackoutMs: Protection.blackoutMs }));
  }

  emergencyRestore() {
    clearTimeout(this.blackoutTimer);
    this.blackoutTimer = undefined;
    for (const name of this.recorders) this.acknowledged.add(name);
    this.recorders = [];
    this.state = 'none';
    this.blackout = false;
    this.armed = false;
    this.setContentProtection(false);
    this.deps.emit(this.snapshot({ reason: 'restore', restored: true }));
  }

  /** One look at the process list. Overlapping polls are skipped (a slow `ps` must not pile up). */
  async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      const running = matchRecorders(await this.deps.listProcesses().catch(() => []));
      // Forget acknowledged recorders once they have exited, so a later start counts again.
      this.acknowledged = new Set([...this.acknowledged].filter((n) => running.includes(n)));
      const found = running.filter((n) => !this.acknowledged.has(n));
      this.onRecorders(found);
    } finally {
      this.polling = false;
    }
  }

  private onRecorders(found: string[]) {
    const before = this.recorders;
    this.recorders = found;
    if (!found.length) {
      if (!before.length) return;
      // The recorder stopped: back to none, unless a screenshot black screen is still running its 3000 ms.
      this.state = this.blackoutTimer ? 'suspected' : 'none';
      this.blackout = !!this.blackoutTimer;
      this.deps.emit(this.snapshot({ reason: 'process' }));
      return;
    }
    this.arm();
    if (this.state === 'recording') {
      if (found.join() !== before.join()) this.deps.emit(this.snapshot({ reason: 'process' }));
      return;
    }
    // Seen on two polls in a row: recording is confirmed and the content stays hidden while it runs.
    if (before.length) {
      this.state = 'recording';
      this.blackout = true;
    } else {
      this.state = 'suspected';
    }
    this.deps.emit(this.snapshot({ reason: 'process' }));
  }

  private endBlackout() {
    this.blackoutTimer = undefined;
    if (this.state === 'recording') return;
    this.blackout = false;
    this.state = this.recorders.length ? 'suspected' : 'none';
    this.deps.emit(this.snapshot({ reason: 'timer' }));
  }

  private arm() {
    this.armed = true;
    this.setContentProtection(true);
  }

  private setContentProtection(on: boolean) {
    const next = on && canProtectContent(this.deps.platform);
    if (next === this.contentProtected) return;
    this.contentProtected = next;
    this.deps.setContentProtection(next);
  }
}
