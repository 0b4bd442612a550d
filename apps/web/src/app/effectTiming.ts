// Preact (standing in for React, docs/decisions/008-preact.md) runs effects after the next frame; React runs
// them before the next input event. Libraries count on React's order: TanStack Query's useMutation hands a
// render's options to its observer in an effect, so a tap in the frame after a change (a quantity, the
// address) would send the previous render's values. Effects here run as soon as the render is done.
import { options } from 'preact';

(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (callback) => queueMicrotask(callback);
