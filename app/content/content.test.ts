import { describe, expect, it } from "vitest";
import { clientTypes } from "./client-types";
import { faqItems, SERVICES_FAQ_COUNT, servicesFaqItems } from "./faq";
import { partners } from "./partners";
import { services } from "./services";
import { team } from "./team";

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe("content", () => {
  it("has the four services of the specification", () => {
    expect(services.map((service) => service.title)).toEqual([
      "Business Consulting",
      "Cyber Security",
      "Software Development & Integration",
      "Business Analytics & Research",
    ]);
  });

  it("has the three client types of the specification", () => {
    expect(clientTypes.map((client) => client.title)).toEqual([
      "Tech Companies",
      "Payment Service Providers",
      "Business Intelligence Firms",
    ]);
  });

  it("has three partners, each with a sized local logo", () => {
    expect(partners).toHaveLength(3);
    for (const partner of partners) {
      expect(partner.logo.src).toMatch(/^\/partners\/[a-z-]+\.svg$/);
      expect(partner.logo.width).toBeGreaterThan(0);
      expect(partner.logo.height).toBeGreaterThan(0);
    }
  });

  it("has five team members with a name and a position", () => {
    expect(team).toHaveLength(5);
    for (const member of team) {
      expect(member.name.trim()).not.toBe("");
      expect(member.position.trim()).not.toBe("");
    }
  });

  it("has nine FAQ items, and /services shows the first five", () => {
    expect(faqItems).toHaveLength(9);
    expect(SERVICES_FAQ_COUNT).toBe(5);
    expect(servicesFaqItems).toEqual(faqItems.slice(0, 5));
  });

  it("uses unique ids, which become element ids and React keys", () => {
    for (const list of [services, clientTypes, partners, team, faqItems]) {
      expect(new Set(ids(list)).size).toBe(list.length);
    }
  });
});
