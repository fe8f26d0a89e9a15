import { Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { landingFeatures } from "./landing-features";

export function FeatureGrid() {
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="features-heading">
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title order={2} id="features-heading">
            Everything you need to grow as a leader
          </Title>
          <Text maw={620}>
            One place to find out where you stand, learn what matters, practise it and hear how it lands.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {landingFeatures.map((feature) => (
            <Card key={feature.title} withBorder padding="lg" radius="md">
              <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden>
                <feature.icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {feature.title}
              </Title>
              <Text size="sm">{feature.description}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
