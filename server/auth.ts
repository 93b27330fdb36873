// Who a request is once requireAuth has read its token, and which of a
// player's sessions an action concerns: the shapes the session cache, the
// revocations and the hub share (a leaf: it imports nothing of the server).

/** The session a request's token opened. */
export interface Auth {
  userId: number;
  sessionId: number;
  tokenHash: string;
}

/** Which of a player's sessions: all, all but one (`except`), or one (`only`). */
export interface SessionScope {
  userId: number;
  only?: number;
  except?: number;
}

/** True when a session of the player is inside the scope. */
export const inScope = (scope: SessionScope, userId: number, sessionId: number) =>
  scope.userId === userId &&
  (scope.only === undefined || scope.only === sessionId) &&
  (scope.except === undefined || scope.except !== sessionId);
