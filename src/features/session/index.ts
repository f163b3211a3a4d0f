/** The session flow's public face: its actor and the login calls the login flow makes. */
export { createSessionActor, type SessionActor } from './session.effects';
export { getAuthTest, getBotChallenge, postLogin } from './session.queries';
