import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { AuthProvider, useAuth } from "@/components/hooks/use-auth";
import { LoginForm } from "@/components/auth/login-form";
import { SignUpPageForm } from "@/components/auth/sign-up-page-form";
import { BookButton } from "@/components/booking/book-button";
import { AccountButton } from "@/components/shell/account-button";
import { OverlayProvider, useOverlays } from "@/components/hooks/use-overlays";
import { peekAuthTarget } from "@/lib/auth/client/auth-target";
import { signIn } from "@/lib/auth/client/accounts";

// userEvent types key by key: give slow, shared machines room.
jest.setTimeout(20_000);

jest.mock("@/lib/toast", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));

const router = {
  push: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  prefetch: jest.fn(),
};
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
global.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const fetchMock = jest.fn();
// jsdom has no fetch Response: the little our client reads of one.
const response = (status: number, body: () => Promise<unknown>) =>
  ({ ok: status >= 200 && status < 300, status, json: body }) as unknown as Response;
const json = (status: number, body: unknown) => Promise.resolve(response(status, async () => body));
/** Lets the first session read finish, however many promise steps it takes. */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const sentBody = (call = 0) =>
  JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit).body)) as unknown;

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.clear();
});

describe("LoginForm", () => {
  it("shows each validation message under its field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<LoginForm onSignedIn={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required.");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is required.");

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Password must be at least 6 characters long.' for a shorter password and sends nothing (spec section 5)", async () => {
    const user = userEvent.setup();
    render(<LoginForm onSignedIn={jest.fn()} />);
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      "Password must be at least 6 characters long.",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    // Six characters are enough to try: accounts made under the old 6-character rule sign in.
    fetchMock.mockReturnValueOnce(
      json(200, { ok: true, user: { id: "u1", email: "asha@example.in" }, session: null }),
    );
    await user.type(screen.getByLabelText("Password"), "6");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ email: "asha@example.in", password: "123456" });
  });

  it("signs in with remember me on by default, says 'Signing In...' meanwhile, then 'Welcome back!' for 4 s", async () => {
    const user = userEvent.setup();
    const onSignedIn = jest.fn();
    let answer!: (value: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    render(<LoginForm onSignedIn={onSignedIn} />);
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeChecked();
    await user.type(screen.getByLabelText("Email"), " asha@example.in ");
    await user.type(screen.getByLabelText("Password"), "secret-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(screen.getByRole("button", { name: "Signing In..." })).toBeDisabled();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/signin");
    expect(sentBody()).toEqual({ email: "asha@example.in", password: "secret-1", remember: true });
    await act(async () =>
      answer(
        await json(200, {
          ok: true,
          user: { id: "u1", email: "asha@example.in" },
          session: { expiresAt: null },
        }),
      ),
    );

    expect(toast.success).toHaveBeenCalledWith("Welcome back!", { duration: 4000 });
    expect(onSignedIn).toHaveBeenCalled();
  });

  it("sends remember: false when unticked, and shows 'Sign in Failed' with the backend's message", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(json(401, { ok: false, message: "Invalid email or password." }));
    render(<LoginForm onSignedIn={jest.fn()} />);
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "wrong-pw");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Sign in Failed", {
        description: "Invalid email or password.",
      }),
    );
    expect(sentBody()).toMatchObject({ remember: false });
  });

  it("falls back to 'Something went wrong' when the backend says nothing", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      Promise.resolve(response(502, () => Promise.reject(new SyntaxError("Unexpected token")))),
    );
    render(<LoginForm onSignedIn={jest.fn()} />);
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "secret-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Sign in Failed", {
        description: "Something went wrong",
      }),
    );
  });
});

describe("the /signup page form", () => {
  // Required fields' labels end in an aria-hidden " *".
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  /** Types the values and agrees to the terms, as every sign-up must. */
  const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    values: Partial<Record<string, string>>,
  ) => {
    for (const [label, value] of Object.entries(values))
      if (value) await user.type(field(label), value);
    await user.click(screen.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }));
  };
  const all = {
    "Full Name": "Asha Verma",
    "Email Address": "asha@example.in",
    Password: "x",
    "Describe your project idea or specific query": "A desk for two",
  };

  it.each(Object.keys(all))(
    "with %s empty: a destructive 'Missing Fields' toast and no call",
    async (missing) => {
      const user = userEvent.setup();
      render(<SignUpPageForm />);
      await fill(user, { ...all, [missing]: "" });
      await user.click(screen.getByRole("button", { name: "Sign Up" }));
      expect(toast.error).toHaveBeenCalledWith("Missing Fields", {
        description: "Please fill out all fields to sign up.",
      });
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("keeps Sign Up disabled until the terms are agreed, and refuses a submit without them", async () => {
    const user = userEvent.setup();
    render(<SignUpPageForm />);
    for (const [label, value] of Object.entries(all)) await user.type(field(label), value);
    const submit = screen.getByRole("button", { name: "Sign Up" });
    expect(submit).toBeDisabled();
    // A form can still be submitted without its button (a script, an old browser).
    fireEvent.submit(submit.closest("form")!);
    expect(toast.error).toHaveBeenCalledWith("Terms and Conditions", {
      description: "You must agree to the terms and conditions to sign up.",
    });
    expect(fetchMock).not.toHaveBeenCalled();
    const terms = screen.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ });
    await user.click(terms);
    expect(submit).toBeEnabled();
    expect(screen.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute(
      "href",
      "/terms",
    );
    // Nothing typed was lost.
    expect(field("Full Name")).toHaveValue("Asha Verma");
  });

  it("has the fields, the email type and the 'Log In' link of the spec", () => {
    render(<SignUpPageForm />);
    expect(field("Email Address")).toHaveAttribute("type", "email");
    expect(field("Describe your project idea or specific query").tagName).toBe("TEXTAREA");
    expect(screen.getByRole("textbox", { name: "Full Name" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/?auth=login");
  });

  it("signs up with the lead's fields, says 'Welcome Aboard!' and goes home", async () => {
    const user = userEvent.setup();
    let answer!: (value: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    render(<SignUpPageForm />);
    await fill(user, all);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(sentBody()).toEqual({
      name: "Asha Verma",
      email: "asha@example.in",
      password: "x",
      userQuery: "A desk for two",
    });
    await act(async () => answer(await json(201, { ok: true, user: null, session: null })));
    expect(toast.success).toHaveBeenCalledWith("Welcome Aboard!", {
      description: "You've successfully signed up. Check your email to verify your account.",
      duration: 4000,
    });
    expect(router.push).toHaveBeenCalledWith("/");
  });

  it("opened from the login dialog with ?next=, says the dialog's 'Welcome!', still goes home (not signed in until verified) and keeps the booking target for the next sign-in", async () => {
    const user = userEvent.setup();
    window.history.pushState({}, "", "/signup?next=%2Fcheckout%3Fitem%3Dday-pass");
    sessionStorage.setItem("lotus:auth-next", "/checkout?item=day-pass");
    fetchMock.mockReturnValueOnce(json(201, { ok: true, user: null, session: null }));
    render(<SignUpPageForm />);
    await fill(user, all);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/"));
    expect(toast.success).toHaveBeenCalledWith("Welcome!", {
      description: "Please check your email to verify your account.",
      duration: 4000,
    });
    expect(peekAuthTarget()).toBe("/checkout?item=day-pass");
    sessionStorage.clear();
    window.history.pushState({}, "", "/");
  });

  it("on failure shows 'Sign up Failed' with the server's message and keeps what was typed", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      json(400, {
        ok: false,
        message: "Please check the form and try again.",
        fieldErrors: { password: "Password must be at least 8 characters long." },
      }),
    );
    render(<SignUpPageForm />);
    await fill(user, all);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Sign up Failed", {
        description: "Password must be at least 8 characters long.",
      }),
    );
    expect(field("Full Name")).toHaveValue("Asha Verma");
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe("AuthProvider and useAuth", () => {
  it("useAuth outside its provider throws exactly 'useAuth must be used within an AuthProvider'", () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      new Error("useAuth must be used within an AuthProvider"),
    );
    quiet.mockRestore();
  });

  const shell = (children: React.ReactNode) => (
    <OverlayProvider>
      <AuthProvider>{children}</AuthProvider>
    </OverlayProvider>
  );

  it("is loading until the first session read: the header shows a same-size placeholder, then 'Login'", async () => {
    let answer!: (value: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    render(shell(<AccountButton />));
    expect(screen.getByTestId("account-placeholder")).toHaveClass("h-9", "w-28");
    expect(screen.queryByRole("button", { name: "Login" })).not.toBeInTheDocument();
    await act(async () =>
      answer(await json(200, { ok: true, user: null, session: null, oauth: false })),
    );
    // `.btn-sm` is the button's h-9 (app/globals.css): the placeholder's size.
    expect(screen.getByRole("button", { name: "Login" })).toHaveClass("btn-sm", "w-28");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/session",
      expect.objectContaining({ cache: "no-store" }),
    );
  });

  it("follows a sign-in at once, without waiting for the next read", async () => {
    fetchMock.mockReturnValueOnce(json(200, { ok: true, user: null, session: null, oauth: false }));
    render(shell(<AccountButton />));
    await screen.findByRole("button", { name: "Login" });
    fetchMock.mockReturnValueOnce(
      json(200, {
        ok: true,
        user: { id: "u1", email: "asha@example.in" },
        session: { expiresAt: null },
      }),
    );
    // Then the session is read again: it says what the member may do (staff see the console).
    fetchMock.mockReturnValueOnce(
      json(200, {
        ok: true,
        user: { id: "u1", email: "asha@example.in", staff: true },
        session: { expiresAt: null },
        oauth: false,
      }),
    );
    await act(async () => {
      await signIn({ email: "asha@example.in", password: "secret-1", remember: true });
    });
    expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[2]![0]).toBe("/api/auth/session");
  });

  it("reads the session again every 30 s and when the window regains focus", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(() =>
      json(200, { ok: true, user: null, session: null, oauth: false }),
    );
    render(shell(<AccountButton />));
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => window.dispatchEvent(new Event("focus")));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    jest.useRealTimers();
  });
});

describe("the booking gate", () => {
  function AuthView() {
    return <output data-testid="auth-view">{useOverlays((s) => s.authView) ?? "closed"}</output>;
  }
  const renderPlan = () =>
    render(
      <OverlayProvider>
        <AuthProvider>
          <BookButton itemKey="day-pass">Book a Day Pass</BookButton>
          <AuthView />
        </AuthProvider>
      </OverlayProvider>,
    );

  it("signed out: remembers the target, opens the login view, and prompts after 300 ms for 5 s", async () => {
    fetchMock.mockReturnValue(json(200, { ok: true, user: null, session: null, oauth: false }));
    renderPlan();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await settled();
    jest.useFakeTimers();
    act(() => screen.getByRole("button", { name: "Book a Day Pass" }).click());
    expect(screen.getByTestId("auth-view")).toHaveTextContent("login");
    expect(peekAuthTarget()).toBe("/checkout?item=day-pass");
    act(() => jest.advanceTimersByTime(299));
    expect(toast).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(toast).toHaveBeenCalledWith("Authentication Required", {
      description: "Please sign in to continue with your booking.",
      duration: 5000,
    });
    expect(router.push).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it("signed in: straight to /checkout?item={item}", async () => {
    fetchMock.mockReturnValue(
      json(200, {
        ok: true,
        user: { id: "u1", email: "a@b.co" },
        session: { expiresAt: null },
        oauth: false,
      }),
    );
    const user = userEvent.setup();
    renderPlan();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await settled();
    await user.click(screen.getByRole("button", { name: "Book a Day Pass" }));
    expect(router.push).toHaveBeenCalledWith("/checkout?item=day-pass");
    expect(screen.getByTestId("auth-view")).toHaveTextContent("closed");
  });

  it("clicked before the first session read: waits for it, then goes on", async () => {
    let answer!: (value: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    renderPlan();
    act(() => screen.getByRole("button", { name: "Book a Day Pass" }).click());
    expect(router.push).not.toHaveBeenCalled();
    await act(async () =>
      answer(
        await json(200, {
          ok: true,
          user: { id: "u1", email: "a@b.co" },
          session: null,
          oauth: false,
        }),
      ),
    );
    expect(router.push).toHaveBeenCalledWith("/checkout?item=day-pass");
  });

  it("asking the overlay store for the sign_up view navigates to /signup instead", async () => {
    fetchMock.mockReturnValue(json(200, { ok: true, user: null, session: null, oauth: false }));
    function Opener() {
      const openAuth = useOverlays((s) => s.openAuth);
      const pending = useOverlays((s) => s.pendingRoute);
      return (
        <>
          <button onClick={() => openAuth("sign_up")}>Join</button>
          <output data-testid="pending">{pending ?? "none"}</output>
        </>
      );
    }
    render(
      <OverlayProvider>
        <Opener />
        <AuthView />
      </OverlayProvider>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Join" }));
    expect(screen.getByTestId("auth-view")).toHaveTextContent("closed");
    expect(screen.getByTestId("pending")).toHaveTextContent("/signup");
  });
});
