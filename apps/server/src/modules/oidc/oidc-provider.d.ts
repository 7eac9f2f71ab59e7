// oidc-provider ships no types; the tests use only this much of it.
declare module "oidc-provider" {
  type Req = import("node:http").IncomingMessage;
  type Res = import("node:http").ServerResponse;

  type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };

  export type InteractionDetails = { uid: string; params: Record<string, unknown> };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: Req, res: Res) => void;
    interactionDetails(req: Req, res: Res): Promise<InteractionDetails>;
    interactionFinished(
      req: Req,
      res: Res,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: {
      accountId: string;
      clientId: string;
    }) => Grant;
  }
}
