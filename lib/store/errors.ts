import { CodedError, type ErrorCode } from "@/lib/error-codes";
import { httpErrorMessage } from "@/lib/store/messages";
import { notEnoughStockFor } from "@/lib/store/stock-messages";

/** Failures every store adapter reports in the same terms, whatever the backend said. */
export class StoreError extends CodedError {
  override readonly code: ErrorCode = "store_unavailable";
}

/** The hosted store answered with a non-OK status: 'HTTP {status}: {statusText}'. */
export class StoreHttpError extends StoreError {
  override readonly code = "store_failed";
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(httpErrorMessage(status, statusText));
  }
}

export class StoreTimeoutError extends StoreError {
  override readonly code = "store_timeout";
  constructor(options?: { cause?: unknown }) {
    super("The store did not answer in time.", options);
  }
}

/** The store could not be reached, or answered something we cannot read. */
export class StoreUnavailableError extends StoreError {}

/** A checkout asked for more units than the store holds. */
export class OutOfStockError extends StoreError {
  override readonly code = "conflict";
  constructor(
    readonly productTitle: string,
    readonly variantTitle: string,
    readonly available: number,
  ) {
    super(notEnoughStockFor(productTitle, variantTitle, available));
  }
}

/** A checkout named something that cannot be bought (unknown variant, unavailable product). */
export class StoreInputError extends StoreError {
  override readonly code = "unprocessable";
}
