// The boundary lives in components/ui so features can wrap their own parts with it.
export { ErrorBoundary, type FallbackProps } from '@/components/ui/error-boundary';
