/** Live streams of the API (server-sent events), for the features that follow one: kept off the first visit. */
export { FetchEventSource, parseSse, type EventSourceLike, type SseEvent } from './fetchEventSource';
