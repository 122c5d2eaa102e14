// Remote views mounted by configuration (S0 §1, §4.2, §7): the public face of this folder.
export { ExternalView, ExternalViewOrFallback, ExternalViewPageError, type ExternalViewProps } from './external-view-or-fallback.tsx';
export { useExternalViewFor, type ExternalViewLookup } from './use-external-view.ts';
export { EXTERNAL_VIEW_UNMOUNT_EVENT, matchRemoteView, REMOTE_VIEWS_GROUP, type RemoteViewMatch } from './match.ts';
