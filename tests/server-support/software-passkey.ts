import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** COSE_Key labels and values of an ES256 (P-256) public key, RFC 9053. */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, ec2: 2, es256: -7, p256: 1 } as const;

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

export interface SoftwarePasskey {
  /** The credential id, base64url, as the server stores it. */
  readonly id: string;
  /** The signature counter the next assertion carries (then one more). Set it to replay an older count, as a cloned key would. */
  counter: number;
  /** The answer to registration options, as @simplewebauthn/browser would post it. */
  register(challenge: string): RegistrationResponseJSON;
  /** The answer to sign-in options: an assertion signed with this passkey's private key. */
  authenticate(challenge: string): AuthenticationResponseJSON;
}

/**
 * A real authenticator in software: an ES256 key pair, answering WebAuthn's
 * ceremonies for `origin` (its host name the RP ID) with "none" attestation,
 * so the server's verification runs unchanged. The counter starts at 1.
 */
export function createSoftwarePasskey(origin: string): SoftwarePasskey {
  const rpIdHash = sha256(new URL(origin).hostname);
  const credentialId = randomBytes(16);
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = (publicKey as KeyObject).export({ format: "jwk" });
  const coseKey = new Map<number, number | Uint8Array>([
    [COSE.kty, COSE.ec2],
    [COSE.alg, COSE.es256],
    [COSE.crv, COSE.p256],
    [COSE.x, Buffer.from(jwk.x ?? "", "base64url")],
    [COSE.y, Buffer.from(jwk.y ?? "", "base64url")],
  ]);
  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (flags: number, counter: number, attested?: Uint8Array) => {
    const head = Buffer.alloc(37);
    rpIdHash.copy(head, 0);
    head.writeUInt8(flags, 32);
    head.writeUInt32BE(counter, 33);
    return attested === undefined ? head : Buffer.concat([head, attested]);
  };

  const passkey: SoftwarePasskey = {
    id: b64url(credentialId),
    counter: 1,
    register(challenge) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        length,
        credentialId,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, never>()],
          ["authData", authData(FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData, 0, attested)],
        ]),
      );
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", challenge)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    authenticate(challenge) {
      const data = authData(FLAGS.userPresent | FLAGS.userVerified, passkey.counter);
      passkey.counter += 1;
      const clientDataJSON = clientData("webauthn.get", challenge);
      const signature = sign("sha256", Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
  return passkey;
}
