import type { AttachmentReferenceType } from "../../attachment-reference.ts";

/**
 * The reference types every module declares (ServerModule.attachmentReferences), given by
 * the app when it starts (app.ts). The declarations are constants of the modules, so every
 * app in a process gives the same ones; a second declaration of a type is an error.
 */
const registry = new Map<string, AttachmentReferenceType>();

export function registerAttachmentReferences(types: AttachmentReferenceType[]): void {
  for (const type of types) {
    const known = registry.get(type.type);
    if (known && known !== type) throw new Error(`two modules declare the attachment reference ${type.type}`);
    registry.set(type.type, type);
  }
}

export function referenceTypeOf(type: string): AttachmentReferenceType | undefined {
  return registry.get(type);
}
