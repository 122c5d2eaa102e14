import { Logo } from '../../ui/logo.tsx';

/**
 * What stands in the header's place until its chunk has loaded (UI.md: skeletons, never a blank
 * area): the same navy bar, logo and rhythm, so the swap to the real header does not jump.
 */
export function HeaderSkeleton() {
  return (
    <div aria-hidden="true" className="surface-dark sticky top-0 z-40 bg-header shadow-[0_1px_0_rgb(255_255_255/0.06)]">
      <div className="mx-auto flex h-16 max-w-[1920px] items-center gap-6 px-4 lg:px-6">
        <Logo tone="light" />
        <div className="flex flex-1 items-center gap-5 p-1 pl-4">
          {[56, 40, 52, 76, 44, 76].map((width, index) => (
            <span key={index} className="h-3 rounded-full bg-white/10" style={{ width }} />
          ))}
        </div>
        <div className="flex items-center gap-2">
          <span className="h-9 w-16 rounded-md bg-white/5" />
          <span className="h-9 w-20 rounded-lg border border-white/15" />
          <span className="h-9 w-28 rounded-lg bg-accent/60" />
        </div>
      </div>
    </div>
  );
}
