A = rand(5,4); B = rand(5,4);
G = gpuArray(A); H = gpuArray(B);
printf("up/down %d\n", isequal(gather(G), A));
printf("plus %d\n", isequal(gather(G+H), A+B));
printf("times scalar %d\n", isequal(gather(2*G), 2*A));
printf("mtimes err %g\n", max(max(abs(gather(G'*H) - A'*B))));
printf("bcast %d\n", isequal(gather(G - H(1,:)), A - B(1,:)));
printf("sqrt neg %d\n", isequal(gather(sqrt(-G)), sqrt(-A)));
printf("sum %g\n", max(abs(gather(sum(G)) - sum(A))));
[m,i] = max(G, [], 2); [rm, ri] = max(A, [], 2);
printf("max %d %d\n", isequal(gather(m), rm), isequal(gather(i), ri));
printf("index %d\n", isequal(gather(G(2:end-1, [1 3])), A(2:end-1,[1 3])));
X = G; X(2:3, :) = 0; A2 = A; A2(2:3,:) = 0;
printf("assign %d orig %d\n", isequal(gather(X), A2), isequal(gather(G), A));
printf("mask %d\n", isequal(gather(G(G > 0.5)), A(A > 0.5)));
printf("cat %d\n", isequal(gather([G H; H G]), [A B; B A]));
printf("repmat %d\n", isequal(gather(repmat(G, 2, 3)), repmat(A, 2, 3)));
printf("transpose %d\n", isequal(gather(G.'), A.'));
gpu_rng(1); r1 = gather(gpuArray.rand(3)); gpu_rng(1); r2 = gather(gpuArray.rand(3));
printf("rng %d\n", isequal(r1, r2));
C = complex(A, B); GC = gpuArray(C);
printf("cplx mtimes err %g\n", max(max(abs(gather(GC'*GC) - C'*C))));
G
s = __gputiled__("ga","stats"); printf("live %d %d\n", s);
gpu_reset ();
try, G + 1, catch e, printf("%s | %s\n", e.identifier, e.message); end
