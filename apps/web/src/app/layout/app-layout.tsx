import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Outlet, useNavigation } from "react-router";
import { useSession } from "../../features/auth/use-session";
import { CenteredLoader } from "../../components/feedback/centered-loader";
import { FullPageLoader } from "../../components/feedback/full-page-loader";
import { MobileNavDrawer } from "./mobile-nav-drawer";
import { visibleNavItems } from "./nav-items";
import { PublicHeader } from "./public-header";
import { SignedInHeader } from "./signed-in-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

const HEADER_HEIGHT = 60;

/** The root route's element: header, mobile drawer and the page area. */
export function AppLayout() {
  const { user, isLoading } = useSession();
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
          <SignedInHeader
            user={user}
            items={items}
            drawerOpened={drawerOpened}
            onToggleDrawer={drawer.toggle}
          />
        ) : (
          <PublicHeader />
        )}
      </AppShell.Header>
      {user && <MobileNavDrawer items={items} opened={drawerOpened} onClose={drawer.close} />}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {pageIsLoading ? <CenteredLoader /> : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
