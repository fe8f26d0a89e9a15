import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useDeferredValue } from "react";
import { Outlet, useNavigation } from "react-router";
import { useSession } from "../../features/auth/use-session";
import { CenteredLoader } from "../../components/fallbacks/centered-loader";
import { FullPageLoader, HeaderFrame } from "../../components/fallbacks/full-page-loader";
import { visibleNavItems } from "./nav-items";
import { PublicHeader } from "./public-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

const HEADER_HEIGHT = 60;

// A visitor's first screen needs none of the signed-in header's menus, popovers and drawer: they
// load in their own chunk, beside the signed-in page's code.
const SignedInHeader = lazy(() =>
  import("./signed-in-header").then((module) => ({ default: module.SignedInHeader })),
);
const MobileNavDrawer = lazy(() =>
  import("./mobile-nav-drawer").then((module) => ({ default: module.MobileNavDrawer })),
);

/** The root route's element: header, mobile drawer and the page area. */
export function AppLayout() {
  const session = useSession();
  // The session's answer arrives through the query's store, which React renders at once, in one task;
  // deferred, the app's first full screen (header and page) renders in a background pass React splits
  // into short slices, so the main thread stays free for input meanwhile.
  const isLoading = useDeferredValue(session.isLoading);
  const { user } = session;
  const navigation = useNavigation();
  const [drawerOpened, drawer] = useDisclosure(false);

  if (isLoading) return <FullPageLoader />;

  const items = user ? visibleNavItems(user) : [];
  const pageIsLoading = navigation.state === "loading";

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        {user ? (
          <Suspense fallback={<HeaderFrame />}>
            <SignedInHeader
              user={user}
              items={items}
              drawerOpened={drawerOpened}
              onToggleDrawer={drawer.toggle}
            />
          </Suspense>
        ) : (
          <PublicHeader />
        )}
      </AppShell.Header>
      {user && (
        <Suspense fallback={null}>
          <MobileNavDrawer items={items} opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {pageIsLoading ? <CenteredLoader /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
