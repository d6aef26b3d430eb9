import type { TClientFrame } from '@marketplace/contract';
import type { AuthContext } from '#kernel/auth-context.ts';

/**
 * Frames other than connect/ping are handled by the features that own them (chat). A handler
 * throws to refuse a frame; the socket then gets an `error` frame with the reason.
 */
export type FrameHandler = (auth: AuthContext, frame: TClientFrame) => Promise<void>;
